# A local cannot change type within a probe.
# error: type conflict: local 'v' is used as a string here
# note: 6:2: 'v' is a long because of this use
# at: 7:2
probe begin {
	v = 1
	v = "s"
}

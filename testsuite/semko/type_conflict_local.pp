# A local cannot change type within a probe.
# error: type conflict: local 'v' is used as a string here
# at: 6:2
probe begin {
	v = 1
	v = "s"
}

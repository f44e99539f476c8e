# addr() has no sample in a begin probe: it is refused there, naming where it may be used.
# error: addr() is not available in a begin probe (only in: timer, perf)
# at: 5:6
probe begin {
	x = addr()
}

# Independent pass-2 errors of different kinds in one script are all reported in one run.
# error: unknown probe point 'perf.cycels'; did you mean 'perf.cycles'?
# error: unknown function 'nope'
# error: 'break' outside a loop
# error: $counter is only available in perf probes, not in begin probes
# error: the format has 1 conversion but 0 arguments are given
# at: 8:7
probe perf.cycels { n++ }
probe begin {
	nope()
	break
	h = $counter
	printf("%d\n")
}

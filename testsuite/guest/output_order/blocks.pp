# Each run prints an 8-line block tagged with its CPU and a sequence: the
# count of runs so far on every CPU (an aggregate: per-CPU and lock-free,
# so it grows strictly on each CPU, and nothing serializes the two CPUs'
# handlers), and local_clock_ns() at its start; some work between the
# lines keeps both CPUs inside their handlers at once.
global runs
probe perf.cpu_clock(500000) {
	runs <<< 1
	s = @count(runs)
	t = local_clock_ns()
	for (i = 1; i <= 8; i++) {
		printf("cpu %d seq %d t %d line %d\n", cpu(), s, t, i)
		for (j = 0; j < 20; j++) w += j
	}
}

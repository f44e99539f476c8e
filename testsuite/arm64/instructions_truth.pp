# perf.instructions counting one process in user mode (.process.user,
# -c) against a truth the workload controls: insns N runs a two-
# instruction loop N times, and the rest of the process (its exec, libc's
# start and exit) adds a few ten thousand more.  Under icount the count is exact:
# measured 200,040,272 on 6.12 and 200,041,913 on 6.1 for N = 1e8;
# the rule is 2N <= count <= 2N + 100,000.
# machine: aarch64
# icount
# smoke
# run: -c '/pmp/w/insns 100000000'
global h
probe perf.instructions.counter.process.user { h = $counter }
probe end {
	n = read_counter(h)
	printf("user instructions within [2N, 2N + 100000]: %d\n", n >= 200000000 && n <= 200100000)
}

# Generic events on a hybrid machine (the fake Alder Lake tree of
# testsuite/sysfs-hybrid): the core types' table and each point's
# reference to it compile warning-free in the module, beside a point
# that is not generic (no table reference) and a group of generic
# members.
# flags: --sysfs-root testsuite/sysfs-hybrid
global n, c, b
probe perf.cycles(1000000).group(perf.instructions, perf.hw_cache.l1d.read.miss) {
	n[cpu()] += counter_delta($counter1)
}
probe perf.hw.branch_misses.counter { b = $counter }
probe perf.cpu_clock(1000000) { c++ }
probe end {
	printf("%d %d\n", read_counter(b), c)
	foreach (k in n) printf("%d %d\n", k, n[k])
}

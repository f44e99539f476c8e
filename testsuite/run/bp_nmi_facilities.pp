# The NMI lane: an exec breakpoint's handler runs in NMI context (in the
# guest too, which has no PMU) and uses maps, globals, aggregates, strings,
# sprintf/printf and read_counter there, 1000 times, exactly.
# cpus: 1
# run: -c '/pmp/w/reader 1000'
global n, nmi_all = 1, per_comm, lat, h
probe perf.task_clock.counter { h = $counter }
probe perf.breakpoint(ksys_read).exec {
	if (pid() != target())
		next
	n++
	if (!in_nmi())
		nmi_all = 0
	per_comm[execname()]++
	lat <<< n % 7
	s = sprintf("%s-%d", execname(), n % 3)
	if (n % 250 == 0)
		printf("hit %d %s %d\n", n, s, read_counter(h) > 0)
}
probe end {
	printf("n=%d nmi=%d reader=%d count=%d sum=%d min=%d max=%d\n", n, nmi_all,
	       per_comm["reader"], @count(lat), @sum(lat), @min(lat), @max(lat))
}

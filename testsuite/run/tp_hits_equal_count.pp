# A tracepoint probe's handler runs once per hit: with the default period
# of 1, from its first hit to its last its hits equal what its own event
# counted (read_counter($counter) in the handler: this CPU's count, live,
# the current hit included).  The event also counts a few switches while
# the runtime enables it before handlers may run and after they stop,
# so at the end its count is at least its hits.  One vCPU (so every hit
# reads the same CPU's count, and no run is skipped for a busy lock); a
# workload that sleeps 100 times.  A .counter point on the same
# tracepoint counts too.
# cpus: 1
# run: -c '/pmp/w/sleeper 100'
global hits, first, last, h, hc
probe perf.tracepoint("sched:sched_switch") {
	c = read_counter($counter)
	if (!hits)
		first = c
	last = c
	hits++
	h = $counter
}
probe perf.tracepoint("sched:sched_switch").counter { hc = $counter }
probe end {
	printf("hits=%d counted=%d count=%d\n", hits, last - first + 1, read_counter(h))
	printf("hits == counted from the first hit to the last: %d\n", hits == last - first + 1)
	printf("count >= hits >= 100: %d, counter >= 100: %d\n", read_counter(h) >= hits && hits >= 100,
	       read_counter(hc) >= 100)
}

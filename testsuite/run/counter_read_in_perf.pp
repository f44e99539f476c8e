# read_counter of counting events (cpu_clock and task_clock) inside a perf overflow handler: positive, growing, at most the end value.
# run: -c '/pmp/w/spin 300'
global hc, ht, n, firstc, firstt, lastc, lastt, mono = 1
probe perf.cpu_clock.counter { hc = $counter }
probe perf.task_clock.counter { ht = $counter }
probe perf.cpu_clock(20000000) {
	c = read_counter(hc); t = read_counter(ht)
	if (!n) { firstc = c; firstt = t }
	if (c < lastc || t < lastt) mono = 0
	lastc = c; lastt = t; n++
}
probe end {
	printf("reads=%d positive=%d,%d monotonic=%d\n", n > 5, firstc > 0, firstt > 0, mono)
	printf("bounded=%d,%d\n", lastc > 0 && lastc <= read_counter(hc), lastt > 0 && lastt <= read_counter(ht))
}

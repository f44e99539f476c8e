# Counts samples per CPU and prints them every half second; a system-wide
# counting event read from the timer must never go down (the counts of a
# CPU that goes offline are kept) and must grow while CPUs are offline.
global n, h, last, down, grew
probe perf.cpu_clock.counter { h = $counter }
probe perf.cpu_clock(1000000) { n[cpu()]++ }
probe timer.ms(500) {
	printf("tick")
	foreach ([c+] in n)
		printf(" %d", c)
	printf("\n")
	delete n
	v = read_counter(h)
	if (v < last)
		down++
	if (v > last)
		grew++
	last = v
}
probe end {
	printf("counter went down: %d times; grew: %d\n", down, grew > 20)
}

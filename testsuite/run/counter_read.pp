# .counter: the body runs once at start with $counter; read_counter in a timer and in end gives the summed count (cpu_clock ns over 2 CPUs); a sampling probe's $counter is a handle too (count >= samples x period).
# smoke
# With -t the exit summary gives each counter's running percentage, as perf stat does: 100.00% (software events never multiplex).
# run: -T 1 -t
# stderr-re: ^/.*counter_read\.pp:[0-9]+:7: perf\.cpu_clock\.counter: [1-9][0-9]* counted, running 100\.00% of the enabled time$
# stderr-re: ^/.*counter_read\.pp:[0-9]+:7: perf\.cpu_clock\(1000000\): [1-9][0-9]* counted, running 100\.00% of the enabled time$
global h, last, mono = 1, reads, hs, ns
probe perf.cpu_clock.counter { h = $counter; println("counter body ran") }
probe perf.cpu_clock(1000000) { hs = $counter; ns++ }
probe timer.ms(100) {
	v = read_counter(h)
	if (v < last) mono = 0
	last = v; reads++
}
probe end {
	total = read_counter(h)
	c0 = read_counter_cpu(h, 0); c1 = read_counter_cpu(h, 1)
	en = counter_enabled_ns(h); run = counter_running_ns(h)
	printf("handles=%d\n", h > 0 && hs > 0 && h != hs)
	printf("total_ok=%d\n", total >= 1500000000 && total <= 3000000000)
	printf("percpu_ok=%d\n", c0 > 0 && c1 > 0 && c0 + c1 == total)
	printf("running==enabled=%d\n", en == run && en > 0)
	printf("timer_reads=%d monotonic=%d\n", reads >= 5, mono && last > 0 && last <= total)
	cs = read_counter(hs)
	printf("sampling_counter=%d\n", ns <= cs / 1000000 + 4 && ns >= cs / 1000000 / 2 && cs >= 1500000000 && cs <= 3000000000)
}

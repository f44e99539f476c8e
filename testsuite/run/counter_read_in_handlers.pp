# A counter read from a timer (hard irq) and from a perf overflow handler:
# the count grows, enabled >= running > 0 (times computed in atomic context).
# run: -c '/pmp/w/touch 3000'
global h, seen_timer, seen_perf, last
probe perf.page_faults.counter { h = $counter }
probe timer.ms(20) { v = read_counter(h); if (v > 0) seen_timer = 1 }
probe perf.cpu_clock(1000000) {
	v = read_counter(h)
	e = counter_enabled_ns(h); r = counter_running_ns(h)
	if (v >= last && e >= r && r > 0) seen_perf = 1
	last = v
}
probe end { printf("timer=%d perf=%d final>0=%d\n", seen_timer, seen_perf, read_counter(h) > 0) }

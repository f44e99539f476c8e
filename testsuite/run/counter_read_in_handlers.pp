# A counter read from a timer (hard irq) and from a perf overflow handler:
# the count grows, and running > 0 and enabled >= running hold (times
# computed in atomic context).  The times are computed live, at each call,
# so running is read first: enabled read after it is never smaller.  (The
# other order fails for a software counter, whose enabled and running
# times are equal: the later call gives the larger one.)
# run: -c '/pmp/w/touch 3000'
global h, seen_timer, seen_perf, last, times_bad
probe perf.page_faults.counter { h = $counter }
probe timer.ms(20) { v = read_counter(h); if (v > 0) seen_timer = 1 }
probe perf.cpu_clock(1000000) {
	v = read_counter(h)
	r = counter_running_ns(h); e = counter_enabled_ns(h)
	if (e < r || r <= 0) times_bad++
	if (v >= last && e >= r && r > 0) seen_perf = 1
	last = v
}
probe end {
	printf("timer=%d perf=%d times_ok=%d final>0=%d\n", seen_timer, seen_perf,
	       times_bad == 0, read_counter(h) > 0)
}

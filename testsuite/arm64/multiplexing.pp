# Real multiplexing: ten cycles counters on one CPU whose PMU has seven
# counters, so perf rotates them each tick.  Each ran only part of its
# enabled time, and read_counter() scales its count by enabled/running:
# the ten scaled values agree within 0.1% of their mean (measured 0.01%),
# and each is within 1% of the guest's elapsed ns (under icount a cycle
# is a nanosecond of guest time; measured 0.3% short).  With -t the exit
# summary gives each counter's running share and says it was
# multiplexed.
# machine: aarch64
# icount
# run: -t -c '/pmp/w/insns 300000000'
# stderr-re: perf\.cycles\.counter: [0-9]+ counted, running [4-9][0-9]\.[0-9]+% of the enabled time \(multiplexed: read_counter\(\) scales by enabled/running\)
global h, n, t0
probe perf.cycles.counter { h[n++] = $counter }
probe perf.cycles.counter { h[n++] = $counter }
probe perf.cycles.counter { h[n++] = $counter }
probe perf.cycles.counter { h[n++] = $counter }
probe perf.cycles.counter { h[n++] = $counter }
probe perf.cycles.counter { h[n++] = $counter }
probe perf.cycles.counter { h[n++] = $counter }
probe perf.cycles.counter { h[n++] = $counter }
probe perf.cycles.counter { h[n++] = $counter }
probe perf.cycles.counter { h[n++] = $counter }
probe begin { t0 = local_clock_ns() }
probe end {
	elapsed = local_clock_ns() - t0
	lo = -1; hi = 0; sum = 0; partial = 0; near = 1
	foreach (i in h) {
		v = read_counter(h[i])
		if (lo < 0 || v < lo) lo = v
		if (v > hi) hi = v
		sum += v
		if (counter_running_ns(h[i]) < counter_enabled_ns(h[i])) partial++
		if (v * 100 < elapsed * 99 || v * 100 > elapsed * 101) near = 0
	}
	printf("counters: %d, multiplexed: %d\n", n, partial == n)
	printf("scaled values agree within 0.1%%: %d\n", (hi - lo) * 1000 * n < sum)
	printf("each within 1%% of the elapsed ns: %d\n", near)
}

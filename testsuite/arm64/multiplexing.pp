# Real multiplexing: ten cycles counters on one CPU whose PMU has seven
# counters, so perf rotates them each tick.  Each ran only part of its
# enabled time, and read_counter() scales its count by enabled/running:
# the ten scaled values agree within 0.5% of their mean: measured 0.01%
# on Debian's kernel and 0.08-0.1% on the debug kernel, where the windows
# the PMU stops for (below) are longer and fall unevenly on the counters;
# the unscaled counts differ by 1.7%.  Under icount a cycle is a nanosecond of guest time, so each is at most
# the guest's elapsed ns, and at least 95% of it: the PMU counts nothing
# while perf reprograms it (all its counters stop around each rotation
# and each overflow), time perf still counts as running.  Measured short:
# 0.3% on Debian's kernel, 2.9-3.2% on the debug kernel, whose reprogramming
# (lockdep, KASAN) takes longer.  With -t the exit summary gives each
# counter's running share and says it was multiplexed.
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
		if (v * 100 < elapsed * 95 || v > elapsed) near = 0
	}
	printf("counters: %d, multiplexed: %d\n", n, partial == n)
	printf("scaled values agree within 0.5%%: %d\n", (hi - lo) * 200 * n < sum)
	printf("each within 95-100%% of the elapsed ns: %d\n", near)
}

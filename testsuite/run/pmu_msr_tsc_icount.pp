# Under QEMU's instruction counting the guest's TSC is its virtual clock
# in nanoseconds: msr/tsc by its sysfs name advances exactly with
# gettimeofday_ns.  The rule: over begin to end (about 1 s), ticks per
# nanosecond are 1 within 0.1% (measured: 1011904098 ticks over
# 1011905718 ns).
# icount
global h, c0, t0
probe perf.event("msr/tsc/").counter { h = $counter }
probe begin { c0 = read_counter(h); t0 = gettimeofday_ns() }
probe timer.s(1) { exit() }
probe end {
	t = gettimeofday_ns() - t0
	c = read_counter(h) - c0
	d = c > t ? c - t : t - c
	printf("tsc = ns within 0.1%%: %d\n", d * 1000 <= t)
	if (d * 1000 > t) printf("%d ticks over %d ns\n", c, t)
}

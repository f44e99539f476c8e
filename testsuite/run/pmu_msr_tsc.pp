# msr/tsc by its sysfs name (perf.pmu("msr").event("tsc"), resolved by the
# loader in the guest: msr is type 8 on 6.1 and 10 on 6.12) counts the
# guest's TSC.  The rule: CPU 0's ticks from begin to end (about 1 s, by
# gettimeofday_ns) per microsecond, and every CPU's ticks over the events'
# enabled time (perf's clock), are the same rate within 3% (measured:
# 2571-2582 and 2595-2596 ticks/us, the guest's "Detected 2594 MHz"), and
# that rate is a plausible TSC (0.1 to 10 GHz).
# smoke
global h, c0, t0
probe perf.pmu("msr").event("tsc").counter { h = $counter }
probe begin { c0 = read_counter_cpu(h, 0); t0 = gettimeofday_ns() }
probe timer.s(1) { exit() }
probe end {
	t = gettimeofday_ns() - t0
	r1 = (read_counter_cpu(h, 0) - c0) * 1000 / t
	r2 = read_counter(h) * 1000 / counter_enabled_ns(h)
	d = r1 > r2 ? r1 - r2 : r2 - r1
	printf("rates agree within 3%%: %d\n", d * 100 <= r2 * 3)
	printf("plausible TSC: %d\n", r1 >= 100 && r1 <= 10000)
	if (d * 100 > r2 * 3 || r1 < 100 || r1 > 10000)
		printf("cpu0 %d ticks/us by gettimeofday_ns, %d ticks/us by enabled time\n", r1, r2)
}

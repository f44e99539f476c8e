# msr/tsc by its sysfs name (perf.pmu("msr").event("tsc"), resolved by the
# loader in the guest: msr is type 8 on 6.1 and 10 on 6.12) counts the
# guest's TSC.  A timer reads its own CPU's count (live) and
# gettimeofday_ns at its 2nd and 7th runs (about 1 s apart): the rule is
# that those ticks per microsecond, and every CPU's ticks over the events'
# whole enabled time (perf's clock), are the same rate within 1%
# (measured: 2596 and 2595-2596 on 6.1 and 6.12, the guest kernel's
# "Detected 2594.225 MHz"), and that rate is a plausible TSC (0.1 to 10
# GHz).
# smoke
global h, n, c0, t0, cpu0, r1
probe perf.pmu("msr").event("tsc").counter { h = $counter }
probe timer.ms(200) {
	n++
	if (n == 2) {
		c0 = read_counter_cpu(h, cpu()); t0 = gettimeofday_ns(); cpu0 = cpu()
	} else if (n >= 7 && cpu() == cpu0) {
		r1 = (read_counter_cpu(h, cpu()) - c0) * 1000 / (gettimeofday_ns() - t0)
		exit()
	}
}
probe end {
	r2 = read_counter(h) * 1000 / counter_enabled_ns(h)
	d = r1 > r2 ? r1 - r2 : r2 - r1
	printf("rates agree within 1%%: %d\n", d * 100 <= r2)
	printf("plausible TSC: %d\n", r1 >= 100 && r1 <= 10000)
	if (d * 100 > r2 || r1 < 100 || r1 > 10000)
		printf("%d ticks/us by gettimeofday_ns, %d ticks/us by enabled time\n", r1, r2)
}

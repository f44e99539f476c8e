# msr's TSC event through a fake uncore-style PMU (pmu_cpumask.sh): the
# loader opens it only on the CPUs of that PMU's cpumask.
global h, t0
probe perf.pmu("fake_uncore").event("ticks").counter { h = $counter }
probe begin { t0 = gettimeofday_ns() }
probe timer.ms(500) { exit() }
probe end {
	t = gettimeofday_ns() - t0
	e = counter_enabled_ns(h)
	# enabled time over wall time, rounded: the number of CPUs that counted
	printf("CPUs counting: %d\n", (e + t / 2) / t)
	printf("counted: %d\n", read_counter(h) > 0)
}

# tsc_rate.pp - the time-stamp counter's rate, counted by the msr PMU's
# own sysfs event (msr/tsc/, as perf names it: an x86 PMU that counts
# only, resolved where the script is loaded), once a second for three seconds:
# the TSC's frequency in MHz (its ticks per microsecond of the
# event's enabled time) and how many CPUs counted it.
#   pmprobe examples/tsc_rate.pp
# On an Intel machine the same PMU has aperf and mperf, whose ratio is
# the CPU's actual clock against its base clock:
#   perf.pmu("msr").event("aperf").counter?
global tsc, last_count, last_enabled, last_ns, seconds
probe perf.pmu("msr").event("tsc").counter { tsc = $counter }
probe begin { last_ns = gettimeofday_ns() }
probe timer.s(1) {
	count = read_counter(tsc); enabled = counter_enabled_ns(tsc); now = gettimeofday_ns()
	ticks = count - last_count; ns = enabled - last_enabled
	if (ns > 0)
		printf("%ds: TSC %d.%d MHz on %d CPUs\n", ++seconds, ticks * 1000 / ns,
		       ticks * 10000 / ns % 10, (ns + (now - last_ns) / 2) / (now - last_ns))
	last_count = count; last_enabled = enabled; last_ns = now
	if (seconds == 3)
		exit()
}

# armv8_pmuv3's cpu_cycles by its sysfs name (resolved by the loader in
# the guest: the PMU's type is dynamic) counts what perf.cycles counts.
# Side by side on one workload under icount (two counters of seven: no
# multiplexing; they are enabled and disabled a few instructions apart),
# the rule: they differ by less than 0.01% (measured: by 89 cycles of
# 211751808 on 6.1, 182 of 285547655 on 6.12, the same in every run).
# machine: aarch64
# icount
# smoke
# run: -c '/pmp/w/insns 100000000'
global s, cyc
probe perf.pmu("armv8_pmuv3").event("cpu_cycles").counter { s = $counter }
probe perf.cycles.counter { cyc = $counter }
probe end {
	r = read_counter(s); c = read_counter(cyc)
	d = r > c ? r - c : c - r
	printf("sysfs cpu_cycles = cycles within 0.01%%: %d\n", d * 10000 < c && c > 100000000)
	if (d * 10000 >= c) printf("sysfs %d cycles %d\n", r, c)
}

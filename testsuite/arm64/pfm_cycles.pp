# A libpfm4 name for an arm64 kernel: this x86_64 host's libpfm4 has no
# arm64 models, so pass 2 leaves the encoding to the loader, whose
# statically linked libpfm4 encodes CPU_CYCLES in the guest for the model
# LIBPFM_FORCE_PMU names (QEMU's "max" CPU reports implementer 0, which
# libpfm4 does not detect; its events are the architecture's common ones:
# CPU_CYCLES is 0x11 on every ARMv8 core, as armv8_pmuv3's
# events/cpu_cycles says).  It counts what perf.cycles counts, by the
# rule of pmu_sysfs_cycles (icount, two counters: within 0.01%).
# machine: aarch64
# icount
# env: LIBPFM_FORCE_PMU=arm_ac57
# run: -c '/pmp/w/insns 100000000'
global p, cyc
probe perf.pfm("CPU_CYCLES").counter { p = $counter }
probe perf.cycles.counter { cyc = $counter }
probe end {
	r = read_counter(p); c = read_counter(cyc)
	d = r > c ? r - c : c - r
	printf("pfm CPU_CYCLES = cycles within 0.01%%: %d\n", d * 10000 < c && c > 100000000)
	if (d * 10000 >= c) printf("pfm %d cycles %d\n", r, c)
}

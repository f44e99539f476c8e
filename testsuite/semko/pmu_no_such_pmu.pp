# A PMU sysfs does not list: the error names those it does.
# flags: --sysfs-root testsuite/sysfs
# error: the kernel has no PMU 'cpux' (PMUs: amd_core, arm_spe_0, broken, cpu, msr, odd, uncore_imc_0, uncore_imc_1)
# at: 5:16
probe perf.pmu("cpux").event("cycles")(1000) { }

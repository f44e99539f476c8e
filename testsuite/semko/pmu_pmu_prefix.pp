# A PMU name without its instance number (uncore_imc for uncore_imc_0).
# flags: --sysfs-root testsuite/sysfs
# error: the kernel has no PMU 'uncore_imc'; did you mean uncore_imc_0?
# at: 5:16
probe perf.pmu("uncore_imc").event("cas_count_read").counter { }

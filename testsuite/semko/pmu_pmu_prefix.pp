# A PMU name that is only the start of some (uncore_im): not an instance
# name (NAME_N, uncore_NAME_N), so an error that offers those it starts.
# flags: --sysfs-root testsuite/sysfs
# error: the kernel has no PMU 'uncore_im'; did you mean uncore_imc_0 or uncore_imc_1?
# at: 6:16
probe perf.pmu("uncore_im").event("cas_count_read").counter { }

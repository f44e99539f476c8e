# .process on a PMU that the loading machine's sysfs says is uncore-style
# (pmu_instance.sh): built with -r, so only the loader can refuse it.
probe perf.pmu("uncore_imc_0").event("cas_count_read").process.counter { }
probe begin { exit() }

# An uncore-style PMU (it has a cpumask) opens no sampling event.
# flags: --sysfs-root testsuite/sysfs
# error: PMU uncore_imc_0 only counts (its events cannot sample): use .counter and read_counter($counter)
# at: 5:16
probe perf.pmu("uncore_imc_0").event("cas_count_read").hz(100) { }

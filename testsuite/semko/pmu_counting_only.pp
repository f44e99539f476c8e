# msr opens no sampling event: a period is refused at translate time.
# flags: --sysfs-root testsuite/sysfs
# error: PMU msr only counts (its events cannot sample): use .counter and read_counter($counter)
# at: 5:16
probe perf.pmu("msr").event("tsc")(1000) { }

# perf.event takes perf's spelling, PMU/EVENT/, slashes included.
# flags: --sysfs-root testsuite/sysfs
# error: 'msr/tsc' is not an event as perf names it: PMU/EVENT/ or PMU/TERMS/
# at: 5:18
probe perf.event("msr/tsc").counter { }

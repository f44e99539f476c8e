# A format file pmprobe cannot read is said, never guessed at.
# flags: --sysfs-root testsuite/sysfs
# error: PMU odd: the format of 'event' is 'config:7-0', which pmprobe cannot read
# at: 5:29
probe perf.pmu("odd").event("e")(1) { }

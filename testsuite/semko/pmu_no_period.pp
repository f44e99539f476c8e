# A sysfs event has no default period: give one, or count it.
# flags: --sysfs-root testsuite/sysfs
# error: this event has no default sample period: give one with (N), .sample(N) or .hz(F), or use .counter
# at: 5:12
probe perf.pmu("cpu").event("cpu-cycles") { }

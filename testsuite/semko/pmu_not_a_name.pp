# A PMU name is one sysfs directory entry: no path.
# flags: --sysfs-root testsuite/sysfs
# error: '../cpu' is not a PMU name
# at: 5:16
probe perf.pmu("../cpu").config("event=1")(1) { }

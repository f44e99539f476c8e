# A term's value is a number: decimal, 0x hex or 0 octal.
# flags: --sysfs-root testsuite/sysfs
# error: term 'umask=one' of PMU cpu: 'one' is not a number
# at: 5:30
probe perf.pmu("cpu").config("event=0x3c,umask=one")(1000) { }

# Two ranges hold 12 bits: a 13-bit value does not fit.
# flags: --sysfs-root testsuite/sysfs
# error: term 'event=0x1000' of PMU amd_core: the value is wider than its 12 bits (format config:0-7,32-35)
# at: 5:35
probe perf.pmu("amd_core").config("event=0x1000")(1000) { }

# A term that overrides an event's own is checked as wide as any.
# flags: --sysfs-root testsuite/sysfs
# error: term 'ldlat=0x10000' of PMU cpu: the value is wider than its 16 bits (format config1:0-15)
# at: 5:49
probe perf.pmu("cpu").event("mem-loads").config("ldlat=0x10000")(1000) { }

# A value wider than its format's bits is refused, as perf refuses it.
# flags: --sysfs-root testsuite/sysfs
# error: term 'cmask=0x100' of PMU cpu: the value is wider than its 8 bits (format config:24-31)
# at: 5:30
probe perf.pmu("cpu").config("event=0x3c,cmask=0x100")(1000) { }

# A PMU alone names no event.
# flags: --sysfs-root testsuite/sysfs
# error: perf.pmu("NAME") must be followed by .event("EVENT") or .config("TERMS")
# at: 5:12
probe perf.pmu("msr").counter { }

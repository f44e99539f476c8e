# Names are strings.
# flags: --sysfs-root testsuite/sysfs
# error: 'event' needs a string: event("...")
# at: 5:29
probe perf.pmu("msr").event(3).counter { }

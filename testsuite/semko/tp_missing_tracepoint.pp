# A tracepoint the target kernel does not have: an error at its name.
# flags: --sysfs-root testsuite/sysfs
# error: no tracepoint sched:no_such_event on the --sysfs-root tree
# at: 5:23
probe perf.tracepoint("sched:no_such_event") { }

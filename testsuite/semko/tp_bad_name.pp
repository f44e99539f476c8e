# A tracepoint name without its subsystem.
# flags: --sysfs-root testsuite/sysfs
# error: 'sched_switch' is not a tracepoint as perf names it: SUBSYS:NAME
# at: 5:23
probe perf.tracepoint("sched_switch") { }

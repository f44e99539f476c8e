# A char array field is a string: arithmetic on it is a type error.
# flags: --sysfs-root testsuite/sysfs
# error: a long is needed here, but this is a string
# at: 5:62
probe perf.tracepoint("sched:sched_switch") { printf("%d\n", $prev_comm + 1) }

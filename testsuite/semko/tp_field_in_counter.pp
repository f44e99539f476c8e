# A .counter probe's body runs once at start: there is no record, so no
# field.
# flags: --sysfs-root testsuite/sysfs
# error: $next_pid: a .counter probe's body runs once, when the script starts, with no tracepoint record
# at: 6:70
probe perf.tracepoint("sched:sched_switch").counter { printf("%d\n", $next_pid) }

# A field the tracepoint does not have: an error at the variable, with the
# fields it has.
# flags: --sysfs-root testsuite/sysfs
# error: tracepoint sched:sched_switch has no field 'prev_pidd' (its fields: $prev_comm, $prev_pid, $prev_prio, $prev_state, $next_comm, $next_pid, $next_prio;
# at: 6:62
probe perf.tracepoint("sched:sched_switch") { printf("%d\n", $prev_pidd) }

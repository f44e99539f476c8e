probe perf.tracepoint("sched:sched_switch") { printf("%d %s\n", $prev_pid, $next_comm); exit() }

# A tracepoint's field in a probe that is not a tracepoint's.
# flags: --sysfs-root testsuite/sysfs
# error: unknown context variable '$prev_pid' (pmprobe knows $counter); a tracepoint's fields are variables in perf.tracepoint probes only
# at: 5:48
probe perf.cpu_clock(1000000) { printf("%d\n", $prev_pid) }

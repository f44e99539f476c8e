# A tracepoint's field in a function: only its probe's body has them.
# flags: --sysfs-root testsuite/sysfs
# error: $prev_pid: a tracepoint's fields are only available in its probe's body
# at: 5:23
function f() { return $prev_pid }
probe perf.tracepoint("sched:sched_switch") { f() }

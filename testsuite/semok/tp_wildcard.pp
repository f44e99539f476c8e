# A wildcard in a tracepoint's name (either part, as perf allows) is one
# point per tracepoint it matches, each typed from its own format; an
# optional one that matches none is skipped.
# flags: --sysfs-root testsuite/sysfs
# expect-p2: perf tracepoint=sched:sched_switch type=2 (tracepoint) id=316 (here; the loader resolves it where the module loads) mode=sampling period=1 (default) scope=per-cpu count=kernel+user
# expect-p2: perf tracepoint=sched:sched_wakeup type=2 (tracepoint) id=318 (here; the loader resolves it where the module loads) mode=sampling period=1 (default) scope=per-cpu count=kernel+user
# warning: no tracepoint matches 'none:*' on the --sysfs-root tree (the optional point is skipped)
global n
probe perf.tracepoint("sched:sched_*"), perf.tracepoint("none:*")? { n[pp(), $common_pid] <<< strlen($$vars) }

# A wildcard that matches no tracepoint: an error at the name.
# flags: --sysfs-root testsuite/sysfs
# error: no tracepoint matches 'sched:nothing_*' on the --sysfs-root tree
# at: 5:23
probe perf.tracepoint("sched:nothing_*") { }

# Wildcards in a tracepoint's name are not expanded: said, with the -l
# command that lists what they match.
# flags: --sysfs-root testsuite/sysfs
# error: pmprobe does not expand wildcards in tracepoint names ('sched:*')
# at: 6:23
probe perf.tracepoint("sched:*") { }

# A group's leader is one perf event on each CPU: not a tracepoint, a
# breakpoint, a wildcard or .process.
# error: a group's leader is one perf event counted on each CPU
# flags: -x 1
# at: 6:35
probe perf.page_faults(1).process.group(perf.instructions) { }

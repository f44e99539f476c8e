# A group's member is a perf event counted on each CPU, beside the leader.
# error: a group member is a perf event counted on each CPU
# flags: -x 1
# at: 5:34
probe perf.cycles(1000000).group(perf.instructions.process) { }

# A group's members are event points (perf.NAME), not a bare name.
# error: .group takes the member events: .group(perf.cycles, perf.instructions)
# at: 4:28
probe perf.cycles(1000000).group(instructions) { }

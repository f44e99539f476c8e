# A group of eight events (a leader and seven members) on a PMU of seven
# counters cannot be scheduled whole: one start error naming both
# numbers, and nothing runs.  (Cycles only: QEMU counts instructions
# only under icount.)
# machine: aarch64
# flags: -w
# status: 1
# stderr-re: group_too_big\.pp:9:7: error: perf\.cycles\(10000000\)\.group\(.*\): the group needs 8 counters at once on each CPU, and the PMU of CPU 0 had 7 for it
probe perf.cycles(10000000).group(perf.cycles, perf.cycles, perf.cycles, perf.cycles, perf.cycles, perf.cycles, perf.cycles) { }
probe begin { println("a probe body ran") }

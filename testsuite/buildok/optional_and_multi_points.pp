# Several points, some optional, sharing a body.
global n
probe perf.cycles?, perf.instructions?, perf.cpu_clock(1000000), timer.ms(100) { n[pp()]++ }

# Samples every CPU at 10 kHz for the whole test.
global n
probe perf.cpu_clock(100000) { n++ }

# Aggregates written and never read are printed at exit.
global s, t
probe perf.cpu_clock(100000) { s <<< 1; t[cpu()] <<< 2 }

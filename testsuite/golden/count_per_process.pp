# Golden: a map insert under a write lock in a perf handler.
global n
probe perf.cpu_clock(1000000) { n[execname()]++ }

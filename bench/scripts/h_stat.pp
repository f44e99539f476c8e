# Handler cost: s <<< addr().
global s
probe perf.cpu_clock($1) { s <<< addr() }

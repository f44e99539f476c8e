# Handler cost: a printf per hit.
probe perf.cpu_clock($1) { printf("%d %d\n", pid(), addr()) }

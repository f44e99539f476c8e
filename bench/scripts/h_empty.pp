# Handler cost: an empty body.
probe perf.cpu_clock($1) { }

# perf.task_clock (system-wide) samples the -c workload's running time: samples with pid() == target() and execname() "spin".
# smoke
# run: -c '/pmp/w/spin 300'
global n, mine, names
probe perf.task_clock(1000000) { n++; if (pid() == target()) { mine++; names[execname()]++ } }
probe end { printf("fired=%d target_samples=%d spin_samples=%d\n", n > 0, mine >= 20, names["spin"] >= 20) }

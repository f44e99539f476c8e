# The same event marked optional ('?') is skipped with a warning naming
# the PMU, and the rest of the script runs.
# machine: aarch64
# stderr-re: warning: perf\.branch_misses\(10000\)\? skipped: cannot open perf\.hw\.branch_misses on CPU 0: .*the CPU's PMU \(armv8_pmuv3\) does not count this event$
global n
probe perf.branch_misses(10000)? { }
probe perf.cycles(1000000) { n++; if (n == 3) exit() }
probe end { printf("cycles sampled: %d\n", n >= 3) }

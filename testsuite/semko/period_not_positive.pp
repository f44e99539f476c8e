# Sample periods and frequencies must be positive.
# error: 'sample' must be positive
# error: 'hz' must be positive
# at: 5:19
probe perf.cycles(0) { n++ }
probe perf.cycles.hz(-5) { n++ }

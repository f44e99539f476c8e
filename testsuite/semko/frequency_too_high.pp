# A frequency above 1000000 Hz is refused.
# error: frequency above 1000000 Hz
# at: 4:22
probe perf.cycles.hz(1000001) { n++ }

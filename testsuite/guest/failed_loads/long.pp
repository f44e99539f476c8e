# Runs until stopped: holds its /proc name for the collision test.
probe perf.cpu_clock(1000000) { }

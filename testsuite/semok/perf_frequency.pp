# .hz(F) selects frequency mode (no period), on short, canonical and cache names, up to 1000000 Hz.
# expect-p2: perf.sw.cpu_clock: perf type=1 (software) config=0x0 mode=sampling freq=99Hz scope=per-cpu count=kernel+user
# expect-p2: perf.hw.cpu_cycles: perf type=0 (hardware) config=0x0 mode=sampling freq=1000000Hz
# expect-p2: perf.hw_cache.l1d.read.miss: perf type=3 (hardware cache) config=0x10000 mode=sampling freq=1Hz
probe perf.cpu_clock.hz(99), perf.hw.cpu_cycles.hz(1000000), perf.hw_cache.l1d.read.miss.hz(1) { n++ }

# A period given as (N) or .sample(N) replaces the event's default period, on short and canonical names (hex allowed).
# expect-p2: probe perf.cycles(100000)  #
# expect-p2: config=0x0 mode=sampling period=100000 scope=per-cpu
# expect-p2: config=0x1 mode=sampling period=2000000 scope=per-cpu
# expect-p2: config=0x5 mode=sampling period=77 scope=per-cpu
# expect-p2: perf.sw.cpu_clock: perf type=1 (software) config=0x0 mode=sampling period=250000 scope=per-cpu
# expect-p2: perf.hw_cache.ll.read.miss: perf type=3 (hardware cache) config=0x10002 mode=sampling period=16 scope=per-cpu
probe perf.cycles(100000), perf.instructions.sample(2000000), perf.hw.branch_misses(77),
      perf.sw.cpu_clock.sample(250000), perf.hw_cache.ll.read.miss(0x10) { n++ }

# A point marked '?' is optional: it resolves like any other and is shown with its '?'.
# expect-p2: probe perf.cycles?  #
# expect-p2: probe perf.hw_cache.ll.read.miss(1000)?  #
# expect-p2: probe perf.cpu_clock  #
# expect-p2: perf.hw_cache.ll.read.miss: perf type=3 (hardware cache) config=0x10002 mode=sampling period=1000 scope=per-cpu
probe perf.cycles?, perf.hw_cache.ll.read.miss(1000)?, perf.cpu_clock { n++ }

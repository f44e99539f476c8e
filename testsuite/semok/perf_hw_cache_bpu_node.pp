# perf.hw_cache.bpu/node.OP.RESULT: branch prediction unit (5) and node memory (6), with suffixes applied.
# expect-p2: event: perf.hw_cache.bpu.read.access: perf type=3 (hardware cache) config=0x5 mode=sampling period=100000 (default)
# expect-p2: event: perf.hw_cache.bpu.read.miss: perf type=3 (hardware cache) config=0x10005 mode=sampling period=5000 scope=per-cpu count=kernel+user
# expect-p2: event: perf.hw_cache.bpu.write.access: perf type=3 (hardware cache) config=0x105
# expect-p2: event: perf.hw_cache.bpu.write.miss: perf type=3 (hardware cache) config=0x10105
# expect-p2: event: perf.hw_cache.bpu.prefetch.access: perf type=3 (hardware cache) config=0x205
# expect-p2: event: perf.hw_cache.bpu.prefetch.miss: perf type=3 (hardware cache) config=0x10205
# expect-p2: event: perf.hw_cache.node.read.access: perf type=3 (hardware cache) config=0x6 mode=counting
# expect-p2: event: perf.hw_cache.node.read.miss: perf type=3 (hardware cache) config=0x10006 mode=sampling freq=10Hz
# expect-p2: event: perf.hw_cache.node.write.access: perf type=3 (hardware cache) config=0x106 mode=sampling period=100000 (default) scope=per-cpu count=user
# expect-p2: event: perf.hw_cache.node.write.miss: perf type=3 (hardware cache) config=0x10106 mode=sampling period=100000 (default) scope=per-cpu count=kernel
# expect-p2: event: perf.hw_cache.node.prefetch.access: perf type=3 (hardware cache) config=0x206
# expect-p2: event: perf.hw_cache.node.prefetch.miss: perf type=3 (hardware cache) config=0x10206
probe perf.hw_cache.bpu.read.access, perf.hw_cache.bpu.read.miss(5000),
      perf.hw_cache.bpu.write.access, perf.hw_cache.bpu.write.miss,
      perf.hw_cache.bpu.prefetch.access, perf.hw_cache.bpu.prefetch.miss,
      perf.hw_cache.node.read.access.counter, perf.hw_cache.node.read.miss.hz(10),
      perf.hw_cache.node.write.access.user, perf.hw_cache.node.write.miss.kernel,
      perf.hw_cache.node.prefetch.access, perf.hw_cache.node.prefetch.miss
{
	n++
}

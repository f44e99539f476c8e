# perf.hw_cache.l1d/l1i.OP.RESULT: type 3, config = CACHE | OP << 8 | RESULT << 16, for every op and result.
# expect-p2: event: perf.hw_cache.l1d.read.access: perf type=3 (hardware cache) config=0x0 mode=sampling period=100000 (default)
# expect-p2: event: perf.hw_cache.l1d.read.miss: perf type=3 (hardware cache) config=0x10000
# expect-p2: event: perf.hw_cache.l1d.write.access: perf type=3 (hardware cache) config=0x100
# expect-p2: event: perf.hw_cache.l1d.write.miss: perf type=3 (hardware cache) config=0x10100
# expect-p2: event: perf.hw_cache.l1d.prefetch.access: perf type=3 (hardware cache) config=0x200
# expect-p2: event: perf.hw_cache.l1d.prefetch.miss: perf type=3 (hardware cache) config=0x10200
# expect-p2: event: perf.hw_cache.l1i.read.access: perf type=3 (hardware cache) config=0x1
# expect-p2: event: perf.hw_cache.l1i.read.miss: perf type=3 (hardware cache) config=0x10001
# expect-p2: event: perf.hw_cache.l1i.write.access: perf type=3 (hardware cache) config=0x101
# expect-p2: event: perf.hw_cache.l1i.write.miss: perf type=3 (hardware cache) config=0x10101
# expect-p2: event: perf.hw_cache.l1i.prefetch.access: perf type=3 (hardware cache) config=0x201
# expect-p2: event: perf.hw_cache.l1i.prefetch.miss: perf type=3 (hardware cache) config=0x10201
probe perf.hw_cache.l1d.read.access, perf.hw_cache.l1d.read.miss,
      perf.hw_cache.l1d.write.access, perf.hw_cache.l1d.write.miss,
      perf.hw_cache.l1d.prefetch.access, perf.hw_cache.l1d.prefetch.miss,
      perf.hw_cache.l1i.read.access, perf.hw_cache.l1i.read.miss,
      perf.hw_cache.l1i.write.access, perf.hw_cache.l1i.write.miss,
      perf.hw_cache.l1i.prefetch.access, perf.hw_cache.l1i.prefetch.miss
{
	n++
}

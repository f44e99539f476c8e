# perf.hw_cache.ll/dtlb/itlb.OP.RESULT: last-level cache (2) and TLBs (3, 4) with every op and result.
# expect-p2: event: perf.hw_cache.ll.read.access: perf type=3 (hardware cache) config=0x2
# expect-p2: event: perf.hw_cache.ll.read.miss: perf type=3 (hardware cache) config=0x10002
# expect-p2: event: perf.hw_cache.ll.write.access: perf type=3 (hardware cache) config=0x102
# expect-p2: event: perf.hw_cache.ll.write.miss: perf type=3 (hardware cache) config=0x10102
# expect-p2: event: perf.hw_cache.ll.prefetch.access: perf type=3 (hardware cache) config=0x202
# expect-p2: event: perf.hw_cache.ll.prefetch.miss: perf type=3 (hardware cache) config=0x10202
# expect-p2: event: perf.hw_cache.dtlb.read.access: perf type=3 (hardware cache) config=0x3
# expect-p2: event: perf.hw_cache.dtlb.read.miss: perf type=3 (hardware cache) config=0x10003
# expect-p2: event: perf.hw_cache.dtlb.write.access: perf type=3 (hardware cache) config=0x103
# expect-p2: event: perf.hw_cache.dtlb.write.miss: perf type=3 (hardware cache) config=0x10103
# expect-p2: event: perf.hw_cache.dtlb.prefetch.access: perf type=3 (hardware cache) config=0x203
# expect-p2: event: perf.hw_cache.dtlb.prefetch.miss: perf type=3 (hardware cache) config=0x10203
# expect-p2: event: perf.hw_cache.itlb.read.access: perf type=3 (hardware cache) config=0x4
# expect-p2: event: perf.hw_cache.itlb.read.miss: perf type=3 (hardware cache) config=0x10004
# expect-p2: event: perf.hw_cache.itlb.write.access: perf type=3 (hardware cache) config=0x104
# expect-p2: event: perf.hw_cache.itlb.write.miss: perf type=3 (hardware cache) config=0x10104
# expect-p2: event: perf.hw_cache.itlb.prefetch.access: perf type=3 (hardware cache) config=0x204
# expect-p2: event: perf.hw_cache.itlb.prefetch.miss: perf type=3 (hardware cache) config=0x10204
probe perf.hw_cache.ll.read.access, perf.hw_cache.ll.read.miss,
      perf.hw_cache.ll.write.access, perf.hw_cache.ll.write.miss,
      perf.hw_cache.ll.prefetch.access, perf.hw_cache.ll.prefetch.miss,
      perf.hw_cache.dtlb.read.access, perf.hw_cache.dtlb.read.miss,
      perf.hw_cache.dtlb.write.access, perf.hw_cache.dtlb.write.miss,
      perf.hw_cache.dtlb.prefetch.access, perf.hw_cache.dtlb.prefetch.miss,
      perf.hw_cache.itlb.read.access, perf.hw_cache.itlb.read.miss,
      perf.hw_cache.itlb.write.access, perf.hw_cache.itlb.write.miss,
      perf.hw_cache.itlb.prefetch.access, perf.hw_cache.itlb.prefetch.miss
{
	n++
}

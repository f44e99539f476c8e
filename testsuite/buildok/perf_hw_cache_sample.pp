# Hardware cache events: several caches, operations and results.
global n
probe perf.hw_cache.l1d.read.miss?, perf.hw_cache.ll.write.access?, perf.hw_cache.dtlb.prefetch.miss?,
      perf.hw_cache.bpu.read.access?, perf.hw_cache.node.read.miss? { n[cpu()]++ }

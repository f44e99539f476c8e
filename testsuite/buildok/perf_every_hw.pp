# Every hardware event (optional, so a PMU-less machine still loads it).
global n
probe perf.hw.cpu_cycles?, perf.hw.instructions?, perf.hw.cache_references?,
      perf.hw.cache_misses?, perf.hw.branch_instructions?, perf.hw.branch_misses?,
      perf.hw.bus_cycles?, perf.hw.stalled_cycles_frontend?, perf.hw.stalled_cycles_backend?,
      perf.hw.ref_cpu_cycles? { n[pp()]++ }

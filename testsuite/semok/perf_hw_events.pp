# Every perf.hw.* event resolves to PERF_TYPE_HARDWARE (0) with its PERF_COUNT_HW_* config and default period.
# expect-p2: event: perf.hw.cpu_cycles: perf type=0 (hardware) config=0x0 mode=sampling period=1000000 (default)
# expect-p2: event: perf.hw.instructions: perf type=0 (hardware) config=0x1 mode=sampling period=1000000 (default)
# expect-p2: event: perf.hw.cache_references: perf type=0 (hardware) config=0x2 mode=sampling period=1000000 (default)
# expect-p2: event: perf.hw.cache_misses: perf type=0 (hardware) config=0x3 mode=sampling period=1000000 (default)
# expect-p2: event: perf.hw.branch_instructions: perf type=0 (hardware) config=0x4 mode=sampling period=100000 (default)
# expect-p2: event: perf.hw.branch_misses: perf type=0 (hardware) config=0x5 mode=sampling period=100000 (default)
# expect-p2: event: perf.hw.bus_cycles: perf type=0 (hardware) config=0x6 mode=sampling period=100000 (default)
# expect-p2: event: perf.hw.stalled_cycles_frontend: perf type=0 (hardware) config=0x7 mode=sampling period=1000000 (default)
# expect-p2: event: perf.hw.stalled_cycles_backend: perf type=0 (hardware) config=0x8 mode=sampling period=1000000 (default)
# expect-p2: event: perf.hw.ref_cpu_cycles: perf type=0 (hardware) config=0x9 mode=sampling period=1000000 (default)
probe perf.hw.cpu_cycles, perf.hw.instructions, perf.hw.cache_references, perf.hw.cache_misses,
      perf.hw.branch_instructions, perf.hw.branch_misses, perf.hw.bus_cycles,
      perf.hw.stalled_cycles_frontend, perf.hw.stalled_cycles_backend, perf.hw.ref_cpu_cycles
{
	println(pp())
}

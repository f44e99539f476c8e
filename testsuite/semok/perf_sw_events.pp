# Every perf.sw.* event resolves to PERF_TYPE_SOFTWARE (1) with its PERF_COUNT_SW_* config and default period.
# expect-p2: event: perf.sw.cpu_clock: perf type=1 (software) config=0x0 mode=sampling period=1000000 (default)
# expect-p2: event: perf.sw.task_clock: perf type=1 (software) config=0x1 mode=sampling period=1000000 (default)
# expect-p2: event: perf.sw.page_faults: perf type=1 (software) config=0x2 mode=sampling period=100 (default)
# expect-p2: event: perf.sw.context_switches: perf type=1 (software) config=0x3 mode=sampling period=1000 (default)
# expect-p2: event: perf.sw.cpu_migrations: perf type=1 (software) config=0x4 mode=sampling period=1 (default)
# expect-p2: event: perf.sw.page_faults_min: perf type=1 (software) config=0x5 mode=sampling period=100 (default)
# expect-p2: event: perf.sw.page_faults_maj: perf type=1 (software) config=0x6 mode=sampling period=1 (default)
# expect-p2: event: perf.sw.alignment_faults: perf type=1 (software) config=0x7 mode=sampling period=1 (default)
# expect-p2: event: perf.sw.emulation_faults: perf type=1 (software) config=0x8 mode=sampling period=1 (default)
probe perf.sw.cpu_clock, perf.sw.task_clock, perf.sw.page_faults, perf.sw.context_switches,
      perf.sw.cpu_migrations, perf.sw.page_faults_min, perf.sw.page_faults_maj,
      perf.sw.alignment_faults, perf.sw.emulation_faults
{
	println(pp())
}

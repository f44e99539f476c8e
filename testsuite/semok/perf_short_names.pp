# Every short name is an alias of its canonical event, shown with the alias chain.
# expect-p2: aliases: perf.cycles -> perf.hw.cpu_cycles
# expect-p2: aliases: perf.instructions -> perf.hw.instructions
# expect-p2: aliases: perf.cache_misses -> perf.hw.cache_misses
# expect-p2: aliases: perf.cache_references -> perf.hw.cache_references
# expect-p2: aliases: perf.branches -> perf.hw.branch_instructions
# expect-p2: aliases: perf.branch_misses -> perf.hw.branch_misses
# expect-p2: aliases: perf.bus_cycles -> perf.hw.bus_cycles
# expect-p2: aliases: perf.ref_cycles -> perf.hw.ref_cpu_cycles
# expect-p2: aliases: perf.cpu_clock -> perf.sw.cpu_clock
# expect-p2: aliases: perf.task_clock -> perf.sw.task_clock
# expect-p2: aliases: perf.page_faults -> perf.sw.page_faults
# expect-p2: aliases: perf.context_switches -> perf.sw.context_switches
# expect-p2: aliases: perf.cpu_migrations -> perf.sw.cpu_migrations
# expect-p2: aliases: perf.minor_faults -> perf.sw.page_faults_min
# expect-p2: aliases: perf.major_faults -> perf.sw.page_faults_maj
# expect-p2: event: perf.hw.branch_instructions: perf type=0 (hardware) config=0x4
# expect-p2: event: perf.sw.page_faults_maj: perf type=1 (software) config=0x6
probe perf.cycles, perf.instructions, perf.cache_misses, perf.cache_references,
      perf.branches, perf.branch_misses, perf.bus_cycles, perf.ref_cycles,
      perf.cpu_clock, perf.task_clock, perf.page_faults, perf.context_switches,
      perf.cpu_migrations, perf.minor_faults, perf.major_faults
{
	n++
}

# msr counts only, which is known only where the module loads when it is
# built for another kernel (-r): sampling it is one clear load error
# naming the point, and nothing is loaded.
# status: 1
# stderr: pmu_msr_sampling_load_error.pp:7:7: error: perf.pmu("msr").event("tsc").sample(1000000): PMU msr only counts (its events cannot sample): use .counter and read_counter($counter)
probe begin { println("not reached") }
probe perf.pmu("msr").event("tsc").sample(1000000) { }

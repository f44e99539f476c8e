# A PMU the guest's kernel does not have is one clear load error naming
# the point and the PMUs there are.
# status: 1
# stderr: pmu_unknown_pmu_load_error.pp:6:7: error: perf.pmu("cpu").event("cpu-cycles").counter: the kernel has no PMU 'cpu' (PMUs: breakpoint,
probe begin { println("not reached") }
probe perf.pmu("cpu").event("cpu-cycles").counter { }

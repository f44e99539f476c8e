# msr counts kernel and user mode together (its driver cannot exclude
# one): .kernel on it resolves, and the kernel refuses the open with
# EINVAL when the script starts, which is said in words.
# status: 1
# stderr: pmu_msr_exclude_refused.pp:7:7: error: perf.pmu("msr").event("tsc").counter.kernel: cannot open msr/tsc/ on CPU 0: Invalid argument (EINVAL): the PMU refuses this event's attributes
probe begin { println("not reached") }
probe perf.pmu("msr").event("tsc").counter.kernel { }

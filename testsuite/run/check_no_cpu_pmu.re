^[^ ]*check_no_cpu_pmu\.pp:9:7: perf\.cycles\.counter: does not open: cannot open perf\.hw\.cpu_cycles on CPU 0: No such file or directory \(ENOENT\): this machine has no PMU for hardware events \(as in most VMs\)$
^[^ ]*check_no_cpu_pmu\.pp:10:7: perf\.cpu_clock\.counter: opens, counts: [1-9][0-9]* in [0-9]+\.[0-9][0-9][0-9] s; on the PMU all its enabled time$
^check: 2 events: 1 opens and counts, 1 does not open, 0 do not count; 0 multiplexed$

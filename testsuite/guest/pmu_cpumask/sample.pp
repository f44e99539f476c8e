# A period on the fake uncore-style PMU of pmu_cpumask.sh: refused at load.
probe perf.pmu("fake_uncore").event("ticks")(1000000) { }

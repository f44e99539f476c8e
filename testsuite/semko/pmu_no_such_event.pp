# An event the PMU's events/ directory does not have.
# flags: --sysfs-root testsuite/sysfs
# error: PMU msr has no event 'tscc'; did you mean 'tsc'? (its events: aperf, mperf, tsc)
# at: 5:29
probe perf.pmu("msr").event("tscc").counter { }

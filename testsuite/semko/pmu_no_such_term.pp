# A term the PMU's format/ directory does not have.
# flags: --sysfs-root testsuite/sysfs
# error: PMU cpu has no term 'umsk'; did you mean 'umask'? (its terms: any, cmask, edge, event, frontend, in_tx, inv, ldlat, offcore_rsp, pc, umask; and config, config1, config2)
# at: 5:30
probe perf.pmu("cpu").config("event=0x3c,umsk=1")(1000) { }

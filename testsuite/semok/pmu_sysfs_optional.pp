# An optional sysfs PMU point that does not resolve at translate time is a
# warning, not an error: the machine that loads the module may have it
# (the loader skips it there if not).
# flags: --sysfs-root testsuite/sysfs
# warning: 7:29: PMU msr has no event 'smi' (its events: aperf, mperf, tsc) (the optional point is skipped where the module loads, unless that machine has it)
# expect-p2: perf pmu=msr event=smi (resolved at load time) mode=counting
probe perf.pmu("msr").event("smi").counter? { }
probe perf.pmu("msr").event("tsc").counter { }

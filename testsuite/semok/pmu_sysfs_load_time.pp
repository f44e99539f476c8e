# For another kernel (-r) a sysfs PMU point is not resolved here: the
# loader resolves it where the module loads, so any name passes pass 2.
# flags: -r 6.1.0-56-amd64
# expect-p2: perf pmu=no_such_pmu event=no_such_event (resolved at load time) mode=counting
# expect-p2: perf pmu=msr terms=event=0x1000000000000000 (resolved at load time) mode=sampling period=100
probe perf.pmu("no_such_pmu").event("no_such_event").counter { }
probe perf.event("msr/event=0x1000000000000000/")(100) { }

# An event, a term and a value the guest's PMUs do not have: one clear
# load error each, naming the point and what differs (kprobe's retprobe
# is one bit, config:0).
# status: 1
# stderr: pmu_unknown_event_load_error.pp:11:7: error: perf.pmu("msr").event("aperf").counter: PMU msr has no event 'aperf' (its events: tsc)
# stderr: pmu_unknown_event_load_error.pp:12:7: error: perf.pmu("msr").config("event=0,umask=1").counter: PMU msr has no term 'umask' (its terms: event; and config, config1, config2)
# stderr: pmu_unknown_event_load_error.pp:13:7: error: perf.event("msr/tscx/").counter: PMU msr has no event or term 'tscx'; did you mean 'tsc'? (its events: tsc; its terms: event; and config, config1, config2)
# stderr: pmu_unknown_event_load_error.pp:14:7: error: perf.pmu("kprobe").config("retprobe=2").counter: term 'retprobe=2' of PMU kprobe: the value is wider than its 1 bit (format config:0)
# stderr: (resolved at load time, on this machine)
probe begin { println("not reached") }
probe perf.pmu("msr").event("aperf").counter { }
probe perf.pmu("msr").config("event=0,umask=1").counter { }
probe perf.event("msr/tscx/").counter { }
probe perf.pmu("kprobe").config("retprobe=2").counter { }

# An optional sysfs point the guest's kernel cannot resolve is skipped at
# load time with a warning naming it and why; the rest of the script runs,
# and the skipped point's handle, never set, is the usual clear error.
# status: 1
# stderr: pmu_optional_skipped.pp:9:7: warning: perf.pmu("msr").event("aperf").counter? skipped: PMU msr has no event 'aperf' (its events: tsc) (resolved at load time, on this machine)
# stderr: 0 is not a counter handle
global a, t
probe perf.pmu("msr").event("tsc").counter { t = $counter }
probe perf.pmu("msr").event("aperf").counter? { a = $counter }
probe timer.ms(100) { println(read_counter(a)) }
probe end { printf("tsc counted: %d\n", read_counter(t) > 0) }

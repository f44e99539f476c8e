# An optional libpfm4 point that does not fit the loading machine (no CPU
# PMU in the x86 guest) is skipped with a warning; the script runs.
# env: LIBPFM_FORCE_PMU=skl
# stderr: pfm_optional_skipped.pp:7:7: warning: perf.pfm("INST_RETIRED:ANY_P:u").counter? skipped: libpfm4 encoded it as a raw event (type 4) of the CPU's PMU (model skl)
global t
probe perf.pmu("msr").event("tsc").counter { t = $counter }
probe perf.pfm("INST_RETIRED:ANY_P:u").counter? { }
probe timer.ms(50) { exit() }
probe end { printf("tsc counted: %d\n", read_counter(t) > 0) }

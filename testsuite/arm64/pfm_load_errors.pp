# Encoded by the loader in the guest (another architecture than the
# host's libpfm4): a name that model lacks is one load error naming the
# point, after libpfm4's own words; an optional one is skipped.
# machine: aarch64
# env: LIBPFM_FORCE_PMU=arm_ac57
# status: 1
# stderr: pfm_load_errors.pp:10:7: error: perf.pfm("INST_RETIRED:ANY_P").counter: event INST_RETIRED has no umask or modifier 'ANY_P' (umasks: none; modifiers: u, k, h, period, freq, excl, mg, mh, cpu, pinned) (encoded at load time, on this machine)
# stderr: pfm_load_errors.pp:11:7: warning: perf.pfm("NO_SUCH_EVENT").counter? skipped: libpfm4's model arm_ac57 has no event 'NO_SUCH_EVENT'
probe begin { println("not reached") }
probe perf.pfm("INST_RETIRED:ANY_P").counter { }
probe perf.pfm("NO_SUCH_EVENT").counter? { }

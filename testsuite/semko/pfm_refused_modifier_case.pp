# libpfm4 reads modifiers in any case, so pmprobe refuses ':PERIOD=' as
# it refuses ':period='.
# env: LIBPFM_FORCE_PMU=skl
# error: libpfm4's modifier ':period' is not taken: give pmprobe's sample period: perf.pfm("...")(N)
# at: 6:16
probe perf.pfm("INST_RETIRED:ANY_P:PERIOD=1000") { }

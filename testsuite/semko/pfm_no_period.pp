# A libpfm4 event has no default period, as perf.raw.
# env: LIBPFM_FORCE_PMU=skl
# error: this event has no default sample period
# at: 5:12
probe perf.pfm("INST_RETIRED:ANY_P") { }

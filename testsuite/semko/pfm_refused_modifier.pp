# libpfm4's own period modifier: pmprobe's period is written its way.
# env: LIBPFM_FORCE_PMU=skl
# error: libpfm4's modifier ':period' is not taken: give pmprobe's sample period: perf.pfm("...")(N)
# at: 5:16
probe perf.pfm("INST_RETIRED:ANY_P:period=1000") { }

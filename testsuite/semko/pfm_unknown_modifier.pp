# A modifier (or umask) the event does not have: the error lists its own.
# env: LIBPFM_FORCE_PMU=skl
# error: event INST_RETIRED has no umask or modifier 'x' (umasks: ANY_P, ALL, TOTAL_CYCLES, PREC_DIST; modifiers: e, i, c, t,
# at: 5:16
probe perf.pfm("INST_RETIRED:ANY_P:u:x").counter { }

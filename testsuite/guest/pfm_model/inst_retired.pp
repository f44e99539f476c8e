# INST_RETIRED:ANY_P: 0xc0 on skl and on icl alike (pfm_model.sh).
# env: LIBPFM_FORCE_PMU=skl
probe perf.pfm("INST_RETIRED:ANY_P").counter? { println("opened") }
probe begin { println("started") exit() }

# LIBPFM_FORCE_PMU naming no model libpfm4 has.
# env: LIBPFM_FORCE_PMU=skylake
# error: LIBPFM_FORCE_PMU=skylake: libpfm4 has no such CPU model (its x86_64 models: netburst,
# at: 5:16
probe perf.pfm("INST_RETIRED:ANY_P").counter { }

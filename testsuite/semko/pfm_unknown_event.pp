# A name libpfm4's model does not have.
# env: LIBPFM_FORCE_PMU=skl
# error: libpfm4's model skl has no event 'INST_RETIRED_ANY'; did you mean 'INST_RETIRED'? (pmprobe -l 'pfm.*' lists them)
# at: 5:16
probe perf.pfm("INST_RETIRED_ANY").counter { }

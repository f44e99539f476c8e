# A name with a space cannot be one of libpfm4's.
# env: LIBPFM_FORCE_PMU=skl
# error: 'INST_RETIRED ANY_P' is not a libpfm4 event name ([PMU::]EVENT[:UMASK][:MODIFIER]..., no spaces, no empty part)
# at: 5:16
probe perf.pfm("INST_RETIRED ANY_P").counter { }

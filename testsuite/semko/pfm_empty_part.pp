# A libpfm4 name with an empty part (trailing colons) is refused whole,
# echoed as written: before, its error named an empty modifier ''.
# env: LIBPFM_FORCE_PMU=skl
# error: 'INST_RETIRED:ANY_P::' is not a libpfm4 event name ([PMU::]EVENT[:UMASK][:MODIFIER]..., no spaces, no empty part)
# at: 6:16
probe perf.pfm("INST_RETIRED:ANY_P::").counter { }

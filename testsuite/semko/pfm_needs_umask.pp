# An event without a default umask needs one (the error lists them).
# env: LIBPFM_FORCE_PMU=amd64_fam17h_zen1
# error: event L1_DTLB_MISS needs a umask: one of
# at: 5:16
probe perf.pfm("L1_DTLB_MISS").counter { }

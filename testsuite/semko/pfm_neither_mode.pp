# libpfm4's :u (user only) and pmprobe's .kernel (kernel only) leave nothing.
# env: LIBPFM_FORCE_PMU=skl
# error: 'INST_RETIRED:ANY_P:u' with its suffixes counts neither user nor kernel mode
# at: 5:16
probe perf.pfm("INST_RETIRED:ANY_P:u").kernel.counter { }

# A modifier's value out of its range (the counter mask is 8 bits).
# env: LIBPFM_FORCE_PMU=amd64_fam17h_zen1
# error: 'RETIRED_INSTRUCTIONS:c=256': a modifier's value is missing or out of range (c: counter-mask in range [0-255])
# at: 5:16
probe perf.pfm("RETIRED_INSTRUCTIONS:c=256").counter { }

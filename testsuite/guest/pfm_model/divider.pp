# ARITH:DIVIDER_ACTIVE encoded at translate time for skl (0x1000114);
# icl encodes it as 0x1000914 and hsw has no such umask (pfm_model.sh).
# env: LIBPFM_FORCE_PMU=skl
global h
probe perf.pfm("ARITH:DIVIDER_ACTIVE").counter { h = $counter }
probe begin { exit() }

# The same point, optional: where the check passes, the module loads and
# the guest, which has no CPU PMU, cannot open it (pfm_model.sh).
# env: LIBPFM_FORCE_PMU=skl
probe perf.pfm("ARITH:DIVIDER_ACTIVE").counter? { println("opened") }
probe begin { println("started") exit() }

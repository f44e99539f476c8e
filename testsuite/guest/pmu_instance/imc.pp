# Translated against testsuite/sysfs, where imc stands for uncore_imc_0
# and uncore_imc_1: a probe point each (pmu_instance.sh).
# flags: --sysfs-root @ROOT@/testsuite/sysfs
global n
probe perf.pmu("imc").event("cas_count_read").counter { n++ }
probe timer.ms(100) { exit() }
probe end { printf("points opened: %d\n", n) }

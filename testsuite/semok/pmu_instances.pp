# A PMU name without its instance number stands for its instances, as
# perf matches it: NAME_N, and for uncore PMUs also without "uncore_".
# One instance is that PMU (arm_spe for arm_spe_0, as armv8_pmuv3 for
# armv8_pmuv3_0 on ACPI arm64 machines); several make a probe point each
# (uncore_imc and imc: uncore_imc_0 and uncore_imc_1), as perf stat
# --no-merge shows them.  An exact name is never expanded.
# flags: --sysfs-root testsuite/sysfs
# expect-p2: perf pmu=arm_spe terms=ts_enable instance=arm_spe_0 type=
# expect-p2: perf pmu=uncore_imc_0 event=cas_count_read type=15 config=0x304
# expect-p2: perf pmu=uncore_imc_1 event=cas_count_read type=16 config=0x304
# expect-p2: perf pmu=uncore_imc_0 terms=event=0x1 type=15 config=0x1
# expect-p2: perf pmu=uncore_imc_1 terms=event=0x1 type=16 config=0x1
# expect-p2: perf pmu=msr event=tsc type=8
probe perf.pmu("arm_spe").config("ts_enable").counter { }
probe perf.pmu("uncore_imc").event("cas_count_read").counter { }
probe perf.event("imc/event=0x1/").counter { }
probe perf.pmu("msr").event("tsc").counter { }

# Format terms into config bits as perf puts them: single bits, ranges, a
# term with no value meaning 1, two ranges filled from the value's low bits
# up (amd_core's event is config:0-7,32-35), config1 and config2 terms,
# config/config1 written whole, and a value exactly as wide as its bits.
# flags: --sysfs-root testsuite/sysfs
# expect-p2: perf pmu=cpu terms=event=0x3c,umask=0x1,cmask=1,inv,edge type=4 config=0x184013c config1=0x0 config2=0x0
# expect-p2: perf pmu=amd_core event=big type=21 config=0x1000000d6 config1=0x0 config2=0x0 (event big: event=0x1d6)
# expect-p2: perf pmu=amd_core terms=event=0xfff,umask=2 type=21 config=0xf000002ff config1=0x0 config2=0x0
# expect-p2: perf pmu=arm_spe_0 terms=ts_enable,load_filter,event_filter=0xffffffffffffffff,min_latency=4095 type=22 config=0x200000001 config1=0xffffffffffffffff config2=0xfff cpus=0-1 mode=sampling
# expect-p2: perf pmu=cpu terms=config=0x1234,config1=5 type=4 config=0x1234 config1=0x5 config2=0x0
# expect-p2: perf pmu=uncore_imc_0 event=cas_count_read type=15 config=0x304 config1=0x0 config2=0x0 (event cas_count_read: event=0x04,umask=0x03) cpus=0,2 (cpumask) raw-counts (sysfs scale=6.103515625e-5 unit=MiB not applied) mode=counting
probe perf.pmu("cpu").config("event=0x3c,umask=0x1,cmask=1,inv,edge")(1000) { }
probe perf.pmu("amd_core").event("big")(1000) { }
probe perf.pmu("amd_core").config("event=0xfff,umask=2")(1000) { }
probe perf.pmu("arm_spe_0").config("ts_enable,load_filter,event_filter=0xffffffffffffffff,min_latency=4095")(1000) { }
probe perf.pmu("cpu").config("config=0x1234,config1=5")(1) { }
probe perf.pmu("uncore_imc_0").event("cas_count_read").counter { printf("%d\n", read_counter($counter)) }

# sysfs PMU events, resolved at translate time against the fake tree of
# testsuite/sysfs (as for the running kernel): an event's own terms, the
# user's terms over them, perf's PMU/TERMS/ spelling, a bare term that
# names an event, any case of an event's name (as perf matches).
# flags: --sysfs-root testsuite/sysfs
# expect-p2: perf pmu=cpu event=mem-loads type=4 config=0x1cd config1=0x3 config2=0x0 (event mem-loads: event=0xcd,umask=0x1,ldlat=3) cpus=all mode=sampling period=1000 scope=per-cpu
# expect-p2: perf pmu=cpu event=mem-loads terms=ldlat=64 type=4 config=0x1cd config1=0x40 config2=0x0
# expect-p2: perf pmu=cpu terms=mem-loads,ldlat=5 type=4 config=0x1cd config1=0x5 config2=0x0
# expect-p2: perf pmu=cpu terms=CPU-CYCLES type=4 config=0x3c config1=0x0 config2=0x0 (event cpu-cycles: event=0x3c) cpus=all mode=counting
# expect-p2: perf pmu=msr event=tsc type=8 config=0x0 config1=0x0 config2=0x0 (event tsc: event=0x00) cpus=all mode=counting
# expect-p2: perf pmu=msr terms=aperf type=8 config=0x1 config1=0x0 config2=0x0 (event aperf: event=0x01) cpus=all mode=counting
# expect-p2: perf pmu=cpu event=offcore-any terms=offcore_rsp=0x10001 type=4 config=0x1b7 config1=0x10001 config2=0x0
global h
probe perf.pmu("cpu").event("mem-loads")(1000) { }
probe perf.pmu("cpu").event("mem-loads").config("ldlat=64").sample(1000) { }
probe perf.event("cpu/mem-loads,ldlat=5/").hz(100) { }
probe perf.event("cpu/CPU-CYCLES/").counter { h = $counter }
probe perf.pmu("msr").event("tsc").counter, perf.event("msr/aperf/").counter { h = $counter }
probe perf.pmu("cpu").event("offcore-any").config("offcore_rsp=0x10001").sample(100).kernel { }
probe end { println(read_counter(h)) }

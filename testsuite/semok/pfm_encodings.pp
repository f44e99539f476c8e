# libpfm4 names encoded at translate time for a forced model (skl): type,
# config and config1 in -p2; libpfm4's :u/:k join .user/.kernel; every
# perf suffix still applies (period, .hz, .counter, .process is in
# semko's reach only with a target).
# env: LIBPFM_FORCE_PMU=skl
# arches: x86_64
# (For an arm64 kernel the names are left to the loader, where :u and :k
# are refused in words: buildok checks that refusal.)
# expect-p2: perf pfm=INST_RETIRED:ANY_P model=skl (LIBPFM_FORCE_PMU) type=4 (raw) config=0xc0 config1=0x0 config2=0x0 (libpfm4: skl::INST_RETIRED:ANY_P:e=0:i=0:c=0:t=0:intx=0:intxcp=0:u=1:k=1:precise=0:excl=0:mg=0:mh=1) mode=sampling period=100000 scope=per-cpu count=kernel+user
# expect-p2: perf pfm=OFFCORE_RESPONSE_0:ANY_REQUEST:ANY_RESPONSE model=skl (LIBPFM_FORCE_PMU) type=4 (raw) config=0x1b7 config1=0x18007 config2=0x0
# expect-p2: perf pfm=UOPS_ISSUED:ANY:c=1:i model=skl (LIBPFM_FORCE_PMU) type=4 (raw) config=0x180010e config1=0x0 config2=0x0
# expect-p2: perf pfm=BR_INST_RETIRED:ALL_BRANCHES:u model=skl (LIBPFM_FORCE_PMU) type=4 (raw) config=0xc4 config1=0x0 config2=0x0 (libpfm4: skl::BR_INST_RETIRED:ALL_BRANCHES:e=0:i=0:c=0:t=0:intx=0:intxcp=0:u=1:k=0:precise=0:excl=0:mg=0:mh=1) mode=sampling freq=1000Hz scope=per-cpu count=user
# expect-p2: perf pfm=CPU_CLK_UNHALTED:THREAD_P:k model=skl (LIBPFM_FORCE_PMU) type=4 (raw) config=0x3c config1=0x0 config2=0x0 (libpfm4: skl::CPU_CLK_THREAD_UNHALTED:THREAD_P:e=0:i=0:c=0:t=0:intx=0:intxcp=0:u=0:k=1:excl=0:mg=0:mh=1) mode=counting scope=per-cpu count=kernel
global n
probe perf.pfm("INST_RETIRED:ANY_P")(100000) { n++ }
probe perf.pfm("OFFCORE_RESPONSE_0:ANY_REQUEST:ANY_RESPONSE").counter { n++ }
probe perf.pfm("UOPS_ISSUED:ANY:c=1:i").sample(5000) { n++ }
probe perf.pfm("BR_INST_RETIRED:ALL_BRANCHES:u").user.hz(1000) { n++ }
probe perf.pfm("CPU_CLK_UNHALTED:THREAD_P:k").kernel.counter { n++ }
probe end { println(n) }

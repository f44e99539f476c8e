# A libpfm4 name encoded for a forced model (at translate time, on the
# host) is checked where the module loads: the x86 guest has no CPU PMU
# for its raw event, one clear load error naming the point.  (The CPU PMU
# is checked before the vendor, so the guest's CPU vendor does not matter.)
# env: LIBPFM_FORCE_PMU=amd64_fam17h_zen1
# status: 1
# stderr: pfm_no_cpu_pmu_load_error.pp:10:7: error: perf.pfm("RETIRED_INSTRUCTIONS").counter: libpfm4 encoded it as a raw event (type 4) of the CPU's PMU (model amd64_fam17h_zen1), and this machine has no CPU PMU (no cpu or armv* PMU in /sys/bus/event_source/devices) (checked at load time, on this machine)
probe begin { println("not reached") }
probe perf.pmu("msr").event("tsc").counter { }
probe perf.pfm("RETIRED_INSTRUCTIONS").counter { }

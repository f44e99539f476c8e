# Built for the guest's kernel (-r) with no model forced, a libpfm4 name
# is left to the loader, which encodes it with the guest's libpfm4 for the
# model libpfm4 makes of the guest's CPU, and refuses it there: QEMU's
# qemu64 CPU has no PMU (with TCG libpfm4 takes it for an AMD K8, which
# has no INST_RETIRED; what it makes of it may differ under KVM), so the
# rule is one load error naming the point, said to be encoded at load time.
# status: 1
# stderr-re: pfm_load_time_guest\.pp:10:7: error: perf\.pfm\("INST_RETIRED:ANY_P"\)\.counter: .*libpfm4.* \(encoded at load time, on this machine\)$
probe begin { println("not reached") }
probe perf.pfm("INST_RETIRED:ANY_P").counter { }

# --check on the arm64 guest's PMU (armv8_pmuv3: a cycle counter and six
# event counters): ten cycles counters and a raw event are eleven events
# for seven counters, so perf rotates them and each is on the PMU for
# only part of its enabled time (measured 63-64% each, about 7/11): any
# share below 100% is multiplexing, which is what is checked.  The raw
# event 0x24 (stall_backend), which QEMU's PMU lists in sysfs and does not
# implement, counts 0 while the loader keeps every CPU busy: named as not
# counting.  A software event counts, or counts 0 if no page faulted
# (either is its truth).  Exit 1: an event does not count.  No probe
# body runs (the begin probe would print).
# machine: aarch64
# flags: -w
# run: --check
# status: 1
probe perf.cycles.counter { }
probe perf.cycles.counter { }
probe perf.cycles.counter { }
probe perf.cycles.counter { }
probe perf.cycles.counter { }
probe perf.cycles.counter { }
probe perf.cycles.counter { }
probe perf.cycles.counter { }
probe perf.cycles.counter { }
probe perf.cycles.counter { }
probe perf.raw(0x24).counter { }
probe perf.page_faults.counter { }
probe begin { println("a probe body ran") }

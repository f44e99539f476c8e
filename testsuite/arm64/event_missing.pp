# An event the PMU cannot count (QEMU's armv8_pmuv3 has no branch-miss
# event) is a load error naming the event and the kernel's reason, and
# saying the PMU does not count it -- not that there is no PMU.
# machine: aarch64
# status: 1
# stderr-re: ^pmprobe: .*event_missing\.pp:[0-9]+:7: error: perf\.branch_misses\(10000\): cannot open perf\.hw\.branch_misses on CPU 0: No such file or directory \(ENOENT\): the CPU's PMU \(armv8_pmuv3\) does not count this event; mark the point optional with '\?' to run without it$
probe perf.branch_misses(10000) { }
probe begin { exit() }

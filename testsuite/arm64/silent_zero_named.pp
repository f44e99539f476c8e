# A CPU-PMU event that the PMU lists but does not count is named, with its
# running time, instead of being left as a plausible 0: QEMU's arm64 PMU
# lists stall_backend (raw 0x24) in sysfs and counts nothing for it,
# while cycles beside it count the 10^8-instruction loop (more than 10^8
# under icount).  Exact: QEMU implements no stall events, so 0 every run.
# machine: aarch64
# icount
# run: -c '/pmp/w/insns 100000000'
# stderr-re: warning: perf\.raw\(0x24\)\.counter: counted 0 in [0-9]+\.[0-9]{3} s on the CPU's PMU: this event does not count here
global st, cyc
probe perf.raw(0x24).counter { st = $counter }
probe perf.cycles.counter { cyc = $counter }
probe end { printf("stall_backend=%d cycles>1e8: %d\n", read_counter(st), read_counter(cyc) > 100000000) }

# perf.raw(0x11) is the arm PMU's CPU_CYCLES event, which perf.cycles
# opens by its generic name: counting the same workload side by side (two
# counters of seven: no multiplexing), they agree within 0.1% (they
# start and stop a few instructions apart).
# machine: aarch64
# icount
# run: -c '/pmp/w/insns 100000000'
global raw, cyc
probe perf.raw(0x11).counter { raw = $counter }
probe perf.cycles.counter { cyc = $counter }
probe end {
	r = read_counter(raw); c = read_counter(cyc)
	d = r > c ? r - c : c - r
	printf("raw 0x11 = cycles within 0.1%%: %d\n", d * 1000 < c && c > 100000000)
}

# A counter group under icount, where QEMU's cycle counter is exact: a
# cycles leader sampling every 10^7 cycles with a cycles and an
# instructions member, all pinned on the one CPU.  In the leader's
# handler, counter_delta() of the cycles member is the change since the
# previous overflow: each one within 1% of the period (measured: every
# delta within 500 cycles of it, the first too, since leader and members
# start together; the bound's margin is the few hundred cycles perf's
# overflow path takes between the leader's overflow and the read).  The
# instructions member's deltas summed over the run fall short of its
# total by what it counted after the last overflow, under one period:
# within 1% of the total for 2*10^9 instructions (200 overflows;
# measured 0.19% short).
# machine: aarch64
# icount
# smoke
# guest-seconds: 20
# run: -c '/pmp/w/insns 1000000000'
global n, bad, isum, ih
probe perf.cycles(10000000).group(perf.cycles, perf.instructions) {
	dc = counter_delta($counter1)
	di = counter_delta($counter2)
	n++
	if (dc < 9900000 || dc > 10100000) bad++
	isum += di
	ih = $counter2
}
probe end {
	total = read_counter(ih)
	printf("overflows >= 190: %d\n", n >= 190)
	printf("every cycles delta within 1%% of the period: %d\n", bad == 0)
	printf("instructions deltas within 1%% of the total, not above it: %d\n", isum * 100 >= total * 99 && isum <= total)
}

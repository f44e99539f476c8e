# perf.cycles sampling on a real PMU (arm64 guest, under icount, where
# QEMU's cycle counter is exact): every overflow reaches the handler, so
# the number of handler runs equals the count at the last run divided by
# the period, exactly.  $counter and read_counter() of a hardware counter
# work in its own handler (reading this CPU's PMU: never decreasing), in a
# timer (another probe's handle) and in end; the event ran all of its
# enabled time (one event, seven counters: no multiplexing).
# machine: aarch64
# icount
# smoke
# run: -c '/pmp/w/insns 150000000'
global hits, h, at, mono = 1, treads, tmono = 1, tlast
probe perf.cycles(1000000) {
	h = $counter
	v = read_counter($counter)
	if (v < at) mono = 0
	at = v
	hits++
}
probe timer.ms(20) {
	if (h) {
		v = read_counter(h)
		if (v < tlast) tmono = 0
		tlast = v; treads++
	}
}
probe end {
	total = read_counter(h)
	printf("hits=count/period: %d\n", hits == at / 1000000)
	printf("handler reads never decrease: %d\n", mono)
	printf("timer reads: %d, never decrease: %d, below the final: %d\n", treads >= 5, tmono, tlast <= total)
	printf("ran the whole time: %d\n", counter_enabled_ns(h) == counter_running_ns(h) && counter_running_ns(h) > 0)
	printf("final >= last hit's: %d\n", total >= at && hits >= 100)
}

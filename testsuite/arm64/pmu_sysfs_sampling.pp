# A sysfs event samples like a named one: perf.event("armv8_pmuv3/
# cpu_cycles/") with a period of 1000000, under icount, where every
# overflow reaches the handler, runs its handler count/period times
# exactly, as perf.cycles does (cycles_sampling_exact.pp).
# machine: aarch64
# icount
# run: -c '/pmp/w/insns 150000000'
global hits, at
probe perf.event("armv8_pmuv3/cpu_cycles/")(1000000) {
	at = read_counter($counter)
	hits++
}
probe end {
	printf("hits=count/period: %d\n", hits == at / 1000000)
	printf("enough hits: %d\n", hits >= 100)
}

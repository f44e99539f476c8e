# cswitch_rate.pp - context switches per process per second: one line a
# second with the processes that switched most in it.
# run: -T 3 -c '/pmp/w/sleeper 4000'
global switches
probe perf.context_switches(1) { switches[execname()]++ }
probe timer.s(1) {
	printf("--- %d\n", gettimeofday_s())
	foreach ([comm] in switches- limit 5)
		printf("%-16s %6d/s\n", comm, switches[comm])
	delete switches
}

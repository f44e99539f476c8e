# switch_pairs.pp - who switches with whom: every hit of the
# sched:sched_switch tracepoint, counted by its prev_comm and next_comm
# fields (the task leaving the CPU and the one taking it) for two
# seconds; then the five most frequent pairs and the total.
#   pmprobe examples/switch_pairs.pp
# pmprobe -L 'perf.tracepoint("sched:sched_switch")' lists the fields.
global pairs, total
probe perf.tracepoint("sched:sched_switch") {
	pairs[$prev_comm, $next_comm]++
	total++
}
probe timer.s(2) { exit() }
probe end {
	printf("%-16s %-16s %s\n", "FROM", "TO", "SWITCHES")
	foreach ([from, to] in pairs- limit 5)
		printf("%-16s %-16s %d\n", from, to, pairs[from, to])
	printf("%d switches in all\n", total)
}

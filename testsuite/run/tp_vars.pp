# $$vars: every field of the record but the common_ ones, in the format
# file's order, as NAME=VALUE separated by spaces; strings as text, longs
# and pointers in hex (prev_state), other numbers in decimal.  The first
# switch away from the sleeping workload (prev_state 1, TASK_INTERRUPTIBLE).
# run: -c '/pmp/w/sleeper 20'
# smoke
probe perf.tracepoint("sched:sched_switch") {
	if ($prev_pid == target() && $prev_comm == "sleeper" && $prev_state == 1) {
		printf("%s\n", $$vars)
		printf("pid ok: %d\n", isinstr($$vars, sprintf(" prev_pid=%d ", target())))
		exit()
	}
}

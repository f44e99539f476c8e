# $$vars: every field of the record but the common_ ones, in the format
# file's order, as NAME=VALUE separated by spaces; strings as text, longs
# and pointers in hex (prev_state), other numbers in decimal.  The first
# switch away from the sleeping workload (prev_state 1, TASK_INTERRUPTIBLE).
# One vCPU: this test stops its module right after the first match, while
# sched_switch fires on every CPU, and with two vCPUs under QEMU's
# multi-threaded TCG the unregistering of the tracepoint (its static key
# at __schedule patched through int3) hung one make check's 6.1 guests
# twice and panicked a 6.12 guest once ("Oops: int3" at that very site,
# __schedule+0x34e): TCG's cross-modifying-code fault (docs/VM-NOTES.md);
# 450 runs of it alone with two vCPUs were clean.
# cpus: 1
# run: -c '/pmp/w/sleeper 20'
# smoke
probe perf.tracepoint("sched:sched_switch") {
	if ($prev_pid == target() && $prev_comm == "sleeper" && $prev_state == 1) {
		printf("%s\n", $$vars)
		printf("pid ok: %d\n", isinstr($$vars, sprintf(" prev_pid=%d ", target())))
		exit()
	}
}

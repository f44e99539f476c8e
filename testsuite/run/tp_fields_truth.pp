# sched:sched_switch's fields against a workload's ground truth: sleeper
# sleeps 1 ms 200 times and prints S and V, the kernel's count of its
# context switches and of its voluntary ones (getrusage, over its whole
# life).  The rule is held on voluntary switches: how often a task is
# preempted depends on how much CPU the host gives the guest (CI once saw
# A = S + 4 on the debug kernel), how often it blocks does not.  A
# voluntary switch is one that was not a preemption and left the task
# not running: sched_switch reports a preemption as TASK_REPORT_MAX
# (0x100) and a running task as 0, so the low byte of $prev_state is
# non-zero exactly for the switches getrusage counts in ru_nvcsw.
# Rule: the voluntary switches away from it ($prev_pid == target())
# number AV with V - 3 <= AV <= V + 3: it misses the few of the -c child
# before the module started (waiting for the go-ahead), and sees up to
# three more after getrusage (the final switch at exit, reported Z or X,
# and a write that blocks while it prints); of all switches away from it
# (A), the C with $prev_comm == "sleeper" (after its exec; before, its
# comm is pmprobe's) are 100 <= C <= A (a sleep whose timer fires before
# schedule() does not switch); the switches to it ($next_pid,
# $next_comm == "sleeper") number C within 2.  Two vCPUs, one event each.
# run: -c '/pmp/w/sleeper 200 voluntary'
# smoke
# after: cp /tmp/out /tmp/tf; awk -F= '/^rusage_voluntary=/ { v = $2 } /^switched_out_all=/ { a = $2 } /^switched_out_voluntary=/ { av = $2 } /^switched_out=/ { c = $2 } /^switched_in=/ { b = $2 } END { d = b - c; if (d < 0) d = -d; print "V-3 <= AV <= V+3, 100 <= C <= A:", (av + 3 >= v + 0 && av <= v + 3 && c >= 100 && c <= a + 0); print "switched in within 2:", (d <= 2) }' /tmp/tf
global all, vol, out, back
probe perf.tracepoint("sched:sched_switch") {
	if ($prev_pid == target()) {
		all <<< 1
		if (($prev_state & 0xff) != 0)
			vol <<< 1
	}
	if ($prev_pid == target() && $prev_comm == "sleeper")
		out <<< 1
	if ($next_pid == target() && $next_comm == "sleeper")
		back <<< 1
}
probe end {
	printf("switched_out_all=%d\nswitched_out_voluntary=%d\nswitched_out=%d\nswitched_in=%d\n",
	       @count(all), @count(vol), @count(out), @count(back))
}

# sched:sched_switch's fields against a workload's ground truth: sleeper
# sleeps 1 ms 200 times and prints S, the kernel's count of its context
# switches (getrusage: voluntary + involuntary, over its whole life).
# Rule: the switches away from it that the tracepoint shows
# ($prev_pid == target()) number A with S - 3 <= A <= S + 3 (it misses
# the few switches of the -c child before the module started, and sees
# up to three more, after getrusage: the final switch at exit, and a
# preemption or a blocked write while it prints S (seen once on the arm64
# debug kernel: A = S + 2)); of those, the C
# with $prev_comm == "sleeper" (after its exec; before, its comm is
# pmprobe's) are 100 <= C <= A (a sleep whose timer fires before
# schedule() does not switch); the switches to it ($next_pid,
# $next_comm == "sleeper") number C within 2.  Two vCPUs, one event each.
# run: -c '/pmp/w/sleeper 200'
# smoke
# after: cp /tmp/out /tmp/tf; awk -F= '/^rusage_switches=/ { s = $2 } /^switched_out_all=/ { a = $2 } /^switched_out=/ { c = $2 } /^switched_in=/ { b = $2 } END { d = b - c; if (d < 0) d = -d; print "S-3 <= A <= S+3, 100 <= C <= A:", (a + 3 >= s + 0 && a <= s + 3 && c >= 100 && c <= a + 0); print "switched in within 2:", (d <= 2) }' /tmp/tf
global all, out, back
probe perf.tracepoint("sched:sched_switch") {
	if ($prev_pid == target())
		all <<< 1
	if ($prev_pid == target() && $prev_comm == "sleeper")
		out <<< 1
	if ($next_pid == target() && $next_comm == "sleeper")
		back <<< 1
}
probe end {
	printf("switched_out_all=%d\nswitched_out=%d\nswitched_in=%d\n", @count(all), @count(out),
	       @count(back))
}

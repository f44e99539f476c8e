# sched:sched_switch's fields against a workload's ground truth: sleeper
# sleeps 1 ms 200 times and prints S, the kernel's count of its context
# switches (getrusage: voluntary + involuntary, over its whole life).
# Rule: the switches away from it that the tracepoint shows with
# $prev_pid == target() and $prev_comm == "sleeper" number C with
# S - 3 <= C <= S + 1 (it misses the few switches of the -c child before
# it execs, while its comm is still pmprobe's, and sees one more: the
# final switch at exit, after getrusage), and S >= 100 (a sleep whose
# timer fires before schedule() does not switch); the switches to it
# ($next_pid, $next_comm) number C within 2.  Two vCPUs, one event each.
# run: -c '/pmp/w/sleeper 200'
# smoke
# after: cp /tmp/out /tmp/tf; awk -F= '/^rusage_switches=/ { s = $2 } /^switched_out=/ { c = $2 } /^switched_in=/ { b = $2 } END { d = b - c; if (d < 0) d = -d; print "S-3 <= C <= S+1, S >= 100:", (c + 3 >= s + 0 && c <= s + 1 && s + 0 >= 100); print "switched in within 2:", (d <= 2) }' /tmp/tf
global out, back
probe perf.tracepoint("sched:sched_switch") {
	if ($prev_pid == target() && $prev_comm == "sleeper")
		out <<< 1
	if ($next_pid == target() && $next_comm == "sleeper")
		back <<< 1
}
probe end { printf("switched_out=%d\nswitched_in=%d\n", @count(out), @count(back)) }

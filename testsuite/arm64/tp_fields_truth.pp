# sched:sched_switch on arm64 (its formats listed by a guest of the arm64
# kernel, cached; ids and offsets the guest's): the same rule as the x86
# run test run/tp_fields_truth.pp.  sleeper sleeps 1 ms 200 times and
# prints S, its context switches by getrusage (the switches after it, up
# to three: exit, and a preemption or a blocked write while it prints S,
# as on the debug kernel once, A = S + 2); the switches away from it
# ($prev_pid == target()) number A with S - 3 <= A <= S + 3, those with
# $prev_comm == "sleeper" C with 100 <= C <= A; one $$vars line of such
# a switch.
# machine: aarch64
# smoke
# run: -c '/pmp/w/sleeper 200'
# after: cp /tmp/out /tmp/tf; awk -F= '/^rusage_switches=/ { s = $2 } /^switched_out_all=/ { a = $2 } /^switched_out=/ { c = $2 } END { print "S-3 <= A <= S+3, 100 <= C <= A:", (a + 3 >= s + 0 && a <= s + 3 && c >= 100 && c <= a + 0) }' /tmp/tf
global all, out, shown
probe perf.tracepoint("sched:sched_switch") {
	if ($prev_pid == target())
		all <<< 1
	if ($prev_pid == target() && $prev_comm == "sleeper") {
		out <<< 1
		if ($prev_state == 1 && !shown++)
			printf("%s\n", $$vars)
	}
}
probe end { printf("switched_out_all=%d\nswitched_out=%d\n", @count(all), @count(out)) }

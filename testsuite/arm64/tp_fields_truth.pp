# sched:sched_switch on arm64 (its formats listed by a guest of the arm64
# kernel, cached; ids and offsets the guest's): the same rule as the x86
# run test run/tp_fields_truth.pp, held on voluntary switches (how often
# a task is preempted depends on the host's load, how often it blocks
# does not).  sleeper sleeps 1 ms 200 times and prints S and V, its
# context switches and its voluntary ones by getrusage (after it, up to
# three more voluntary ones: exit, and a write that blocks while it
# prints); the voluntary switches away from it ($prev_pid == target(),
# low byte of $prev_state non-zero: neither a preemption, 0x100, nor a
# running task, 0) number AV with V - 3 <= AV <= V + 3; of all switches
# away from it (A), those with $prev_comm == "sleeper" C with
# 100 <= C <= A; one $$vars line of such a switch.
# machine: aarch64
# smoke
# run: -c '/pmp/w/sleeper 200 voluntary'
# after: cp /tmp/out /tmp/tf; awk -F= '/^rusage_voluntary=/ { v = $2 } /^switched_out_all=/ { a = $2 } /^switched_out_voluntary=/ { av = $2 } /^switched_out=/ { c = $2 } END { print "V-3 <= AV <= V+3, 100 <= C <= A:", (av + 3 >= v + 0 && av <= v + 3 && c >= 100 && c <= a + 0) }' /tmp/tf
global all, vol, out, shown
probe perf.tracepoint("sched:sched_switch") {
	if ($prev_pid == target()) {
		all <<< 1
		if (($prev_state & 0xff) != 0)
			vol <<< 1
	}
	if ($prev_pid == target() && $prev_comm == "sleeper") {
		out <<< 1
		if ($prev_state == 1 && !shown++)
			printf("%s\n", $$vars)
	}
}
probe end {
	printf("switched_out_all=%d\nswitched_out_voluntary=%d\nswitched_out=%d\n",
	       @count(all), @count(vol), @count(out))
}

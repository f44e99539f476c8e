# A wildcard tracepoint name is one point, and one event, per match:
# sched:sched_wakeup* is sched_wakeup and sched_wakeup_new, each with a
# handle of its own ($counter) and its own fields.  A shell that starts
# two processes makes both fire (sched_wakeup_new at each fork); each
# match's hits are counted under its handle, and each is at least 1;
# and sh (a new task's comm is its parent's, sh's, until it execs) is
# among the tasks woken.
# run: -c 'sh -c "/pmp/w/sleeper 2; /pmp/w/sleeper 2"'
global hits, forked
probe perf.tracepoint("sched:sched_wakeup*") {
	hits[$counter] <<< 1
	if ($comm == "sh")
		forked <<< 1
}
probe end {
	n = 0
	foreach (h in hits)
		if (@count(hits[h]) >= 1)
			n++
	printf("tracepoints that fired: %d, a wakeup of sh: %d\n", n, @count(forked) >= 1)
}

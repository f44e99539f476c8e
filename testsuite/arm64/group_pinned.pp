# A group is pinned: beside eight more cycles counters (eleven events for
# the seven counters of QEMU's armv8 PMU: a cycle counter and six), the
# leader and its two members are on the PMU all their enabled time, while
# perf rotates the eight others through the counters left (each ran
# 47-53% of its enabled time when measured).  Exact: pinned events are
# scheduled first, whatever the host's load.
# machine: aarch64
# icount
# run: -c '/pmp/w/insns 100000000'
global l, m1, m2, o, n
probe perf.cycles(10000000).group(perf.cycles, perf.instructions) { l = $counter; m1 = $counter1; m2 = $counter2 }
probe perf.cycles.counter { o[n++] = $counter }
probe perf.cycles.counter { o[n++] = $counter }
probe perf.cycles.counter { o[n++] = $counter }
probe perf.cycles.counter { o[n++] = $counter }
probe perf.cycles.counter { o[n++] = $counter }
probe perf.cycles.counter { o[n++] = $counter }
probe perf.cycles.counter { o[n++] = $counter }
probe perf.cycles.counter { o[n++] = $counter }
function whole(h) { return counter_running_ns(h) == counter_enabled_ns(h) && counter_running_ns(h) > 0 }
probe end {
	printf("group on the PMU all its enabled time: %d %d %d\n", whole(l), whole(m1), whole(m2))
	rot = 0
	foreach (i in o) rot += !whole(o[i])
	printf("others rotated: %d of %d\n", rot, n)
}

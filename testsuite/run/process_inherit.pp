# .process events are inherited by the target's children: faults of two child processes of the -c shell are all seen.
# flags: -x 1
# run: -c '/pmp/w/touch 1000; /pmp/w/touch 1000'
global n, pids, names
probe perf.page_faults(1).process { n++; pids[pid()]++; names[execname()]++ }
probe end {
	np = 0; foreach (p in pids) if (pids[p] >= 1000) np++
	printf("faults>=2000: %d children_with_1000=%d touch=%d\n", n >= 2000, np, names["touch"] >= 2000)
}

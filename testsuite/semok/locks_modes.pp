# Lock planning (-p2 "locks:"): a probe that runs alongside others locks each global some such probe changes, exclusive to change it (or to sort it, or to read a per-CPU aggregate array), shared to read it or to add to an aggregate array, in declaration order.
# expect-p2:   globals: hits(rw), seen(r), names(rs), lat(+)
# expect-p2:   locks: hits(exclusive), seen(shared), names(exclusive), lat(shared)
# expect-p2:   globals: hits(r), seen(w), lat(r)
# expect-p2:   locks: hits(shared), seen(exclusive), lat(exclusive)
# expect-p2:   locks: names(exclusive)
global hits, seen, names, lat
probe perf.cpu_clock(1000000) {
	hits++
	if (seen) foreach (n in names-) hits += n
	lat[cpu()] <<< hits
}
probe timer.ms(100) { seen = hits; println(@count(lat[0])) }
probe perf.task_clock(1000000) { names[cpu()] = 1 }

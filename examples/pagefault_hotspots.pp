# pagefault_hotspots.pp - where page faults happen: each fault is counted
# by the kernel function that took it, or by the process when it came
# from user space; the ten busiest places are shown.
# run: -c '/pmp/w/touch 2000'
global where
probe perf.page_faults(1) {
	if (user_mode())
		where[sprintf("%s (user)", execname())]++
	else
		where[symname(addr())]++
}
probe end {
	printf("%8s  %s\n", "FAULTS", "WHERE")
	foreach ([w] in where- limit 10)
		printf("%8d  %s\n", where[w], w)
}

# An array of aggregates: add, read, foreach, delete.
global s
probe perf.cpu_clock(100000) { s[execname(), cpu()] <<< 1 }
probe end {
	foreach ([e, c] in s- limit 5)
		printf("%s %d %d %d\n", e, c, @count(s[e, c]), @sum(s[e, c]))
	if (["swapper/0", 0] in s) print(@hist_log(s["swapper/0", 0]))
	delete s["x", 1]; delete s
}

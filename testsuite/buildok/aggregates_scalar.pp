# A scalar aggregate with both histograms.
global s
probe perf.cpu_clock(100000) { s <<< addr() & 0xffff }
probe end {
	printf("%d %d %d %d %d\n", @count(s), @sum(s), @min(s), @max(s), @avg(s))
	print(@hist_log(s)); print(@hist_linear(s, 0, 65536, 4096))
}

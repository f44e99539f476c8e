# '<<<' makes a global an aggregate; every @ operator reads it, @hist_log and @hist_linear are noted on the global.
# expect-p2: st:aggregate (hist_log, hist_linear 0..1000 step 100)
# expect-p2: per[string]:aggregate (hist_log)
global st, per
probe perf.cpu_clock { st <<< sample_period(); per[execname()] <<< 1 }
probe end {
	printf("%d %d %d %d %d\n", @count(st), @sum(st), @min(st), @max(st), @avg(st))
	print(@hist_log(st))
	print(@hist_linear(st, 0, 1000, 100))
	print(@hist_linear(st, 0, 1000, 100))
	foreach (k in per) print(@hist_log(per[k]))
}

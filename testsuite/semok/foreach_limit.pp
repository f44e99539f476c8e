# 'limit N' with a literal and with an expression, combined with sorting.
# expect-p2: top[string]:long
global top
probe perf.cpu_clock { top[execname()] += sample_period() }
probe end {
	n = 5
	foreach (k in top- limit 10) println(k)
	foreach (v = [k] in top+ limit n * 2) println(v)
	foreach (k in top limit 1) println(k)
}

# Types of globals are inferred from their uses: scalars, arrays keyed by strings and longs, aggregates, and initializers.
# expect-p2: n[string]:long
# expect-p2: names[long]:string
# expect-p2: total:long
# expect-p2: last:string
# expect-p2: lat[string,long]:aggregate
# expect-p2: init_l:long
# expect-p2: init_s:string
# expect-p2: neg:long
global n, names, total, last, lat, init_l = 0x10, init_s = "x", neg = -1
probe perf.cpu_clock {
	n[execname()]++
	names[pid()] = execname()
	total += 1
	last = execname()
	lat[execname(), cpu()] <<< sample_period()
}
probe end { println(init_l + neg, init_s) }

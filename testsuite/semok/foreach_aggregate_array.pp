# foreach over an array of aggregates, sorted (by @count) and by key, reading the elements with @ operators.
# expect-p2: lat[string]:aggregate
global lat
probe perf.cpu_clock { lat[execname()] <<< sample_period() }
probe end {
	foreach (k in lat- limit 5) printf("%s %d %d\n", k, @count(lat[k]), @avg(lat[k]))
	foreach (k+ in lat) print(@hist_log(lat[k]))
}

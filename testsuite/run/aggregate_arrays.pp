# Arrays of aggregates: per-key statistics, foreach sorted by @count (asc and desc), @hist_log of one element.
global lat
probe begin {
	for (i = 1; i <= 5; i++) lat["five"] <<< i
	lat["one"] <<< 100
	for (i = 0; i < 3; i++) lat["three"] <<< i * 10
	foreach (k in lat-) printf("%s count=%d sum=%d min=%d max=%d avg=%d\n", k, @count(lat[k]), @sum(lat[k]), @min(lat[k]), @max(lat[k]), @avg(lat[k]))
	foreach (k in lat+ limit 1) printf("least: %s\n", k)
	foreach (k+ in lat) printf("%s ", k)
	println("")
	print(@hist_log(lat["one"]))
	exit()
}

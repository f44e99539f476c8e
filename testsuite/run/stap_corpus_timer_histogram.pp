# SystemTap corpus: a timer collects values per key into an array of statistics, end prints a sorted report and one histogram.
# Expected output (SystemTap 5.x): stapprobes(3stap) timer.ms; exit() stops
# the timer after run 12 (man stap); the language reference's statistics
# and "Histogram extractors" (SystemTap's runtime/stat-common.c layout: rows from two
# below the first used bucket to two above the last, a blank line after).
# Runs 1..12 add n*n to key n%3: key 0 gets 9 36 81 144, key 1 gets
# 1 16 49 100, key 2 gets 4 25 64 121.
global n, vals, all

probe timer.ms(5)
{
	n++
	vals[n % 3] <<< n * n
	all <<< n * n
	if (n == 12)
		exit()
}

probe end
{
	foreach (k+ in vals)
		printf("key %d: count %d sum %d min %d max %d\n", k, @count(vals[k]),
		       @sum(vals[k]), @min(vals[k]), @max(vals[k]))
	print(@hist_log(all))
}

# SystemTap corpus: statistics with <<< and @count, @sum, @min, @max, @avg, on a scalar and on an array of statistics; delete of a statistic.
# Expected output (SystemTap 5.x): the language reference's "Statistics
# (aggregates)" section and stapfuncs: @avg is the integer quotient
# @sum / @count (truncated toward zero: -5 / 2 is -2); @count of a missing
# element is 0; delete empties the statistic, after which @count is 0.
global latency, bytes, delta

probe begin
{
	latency <<< 12
	latency <<< 7
	latency <<< 30
	latency <<< 5
	latency <<< 21
	printf("count=%d sum=%d min=%d max=%d avg=%d\n", @count(latency),
	       @sum(latency), @min(latency), @max(latency), @avg(latency))

	bytes["read"] <<< 4096
	bytes["read"] <<< 512
	bytes["read"] <<< 100
	bytes["write"] <<< 8192
	bytes["open"] <<< 0
	bytes["open"] <<< 0
	foreach (op+ in bytes)
		printf("%-5s n=%d total=%d avg=%d max=%d\n", op, @count(bytes[op]),
		       @sum(bytes[op]), @avg(bytes[op]), @max(bytes[op]))
	printf("close n=%d\n", @count(bytes["close"]))

	delta <<< -7
	delta <<< 2
	printf("delta sum=%d avg=%d min=%d\n", @sum(delta), @avg(delta), @min(delta))

	delete latency
	printf("after delete: count=%d sum=%d\n", @count(latency), @sum(latency))
	latency <<< 3
	printf("again: count=%d max=%d\n", @count(latency), @max(latency))
	exit()
}

# SystemTap corpus: print(@hist_log(...)) of a scalar statistic and of an element of an array of statistics, with small, gapped and negative values.
# Expected output (SystemTap 5.x): its runtime's histogram printer
# (SystemTap's runtime/stat-common.c, _stp_stat_print_histogram, _stp_val_to_bucket) as
# the language reference's "Histogram extractors" describes it: power-of-two
# buckets (0, 1, 2, 4, ...; -1, -2, -4 ... below 0), two empty rows either
# side of the used ones, longer runs of empty rows shown as one "~" line,
# value column at least 5 wide, one "@" per count up to 50, count column as
# wide as the largest count, a blank line after each histogram.
global sizes, lat, temp, per

probe begin
{
	for (i = 1; i <= 100; i++)
		sizes <<< i
	println("sizes 1..100:")
	print(@hist_log(sizes))

	lat <<< 3; lat <<< 5; lat <<< 6; lat <<< 12; lat <<< 3000
	println("latencies:")
	print(@hist_log(lat))

	temp <<< -12; temp <<< -3; temp <<< -1; temp <<< 0; temp <<< 2; temp <<< 2
	println("temperatures:")
	print(@hist_log(temp))

	per["disk"] <<< 700
	per["disk"] <<< 900
	per["net"] <<< 1
	println("disk:")
	print(@hist_log(per["disk"]))
	exit()
}

# SystemTap corpus: print(@hist_linear(...)) with values in range, below the range and above it.
# Expected output (SystemTap 5.x): its runtime's histogram printer
# (SystemTap's runtime/stat-common.c, _stp_stat_print_histogram) and the language
# reference's "Histogram extractors": buckets LOW, LOW+STEP, ... up to the
# one holding HIGH, an underflow row "<LOW" and an overflow row ">LAST" only
# when used, two empty rows either side of the used ones, longer runs of
# empty rows as one "~" line, a blank line after each histogram.
global resp, all

probe begin
{
	resp <<< 5
	resp <<< 15; resp <<< 15
	resp <<< 25; resp <<< 25; resp <<< 25
	resp <<< 35; resp <<< 35; resp <<< 35; resp <<< 35
	resp <<< 45
	print(@hist_linear(resp, 0, 100, 10))

	all <<< -20
	all <<< 5; all <<< 7; all <<< 12
	all <<< 250; all <<< 999
	print(@hist_linear(all, 0, 100, 10))
	exit()
}

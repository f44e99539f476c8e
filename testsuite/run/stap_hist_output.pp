# print(@hist_log) and print(@hist_linear) byte for byte as SystemTap prints them.
# Expected rows follow SystemTap's runtime rules (SystemTap's runtime/stat-common.c,
# _stp_stat_print_histogram and _stp_val_to_bucket) and its language
# reference (section "Histogram extractors"):
#  - rows: two empty buckets before the first used one and after the last,
#    never below bucket 0 from the positive side in a log histogram; a
#    linear histogram shows its under/overflow rows only when used;
#  - an empty row whose neighbours up to two rows away (within the rows
#    shown) are empty too is left out, a run of them is one "~" line;
#  - log buckets: 0; 1, 2, 4 ...; -1 (holds -1), -2 (-2, -3), -4 (-4..-7),
#    ... and the 64-bit minimum alone in the lowest bucket;
#  - linear buckets: "<LO", then LO + k * STEP with HI inside the last
#    regular one, and ">" followed by the last regular label for the rest;
#  - value column at least 5 wide ("value"), wider for wider labels (the
#    "<" and ">" counted); bar: one "@" per count when the largest count is
#    at most 50, else count / ceil(largest / 50); count right-aligned to the
#    width of the largest count; a blank line after each histogram.
#    A linear value column is as wide as LO + STEP * (index of the last
#    row shown) would print, one step past that row's label (the last
#    case: 100000 makes it 6 wide for 5-digit labels).
# Case 1 is the worked example of the language reference
# (@hist_linear(reads, 0, 10240, 200) with 1650 reads under 200, 8 from
# 200 to 400, one at 1400): the rows 0 200 400 600 ~ 1000 1200 1400 1600
# 1800, the 1650 row a full 50-wide bar, the 8 row an empty bar.
# flags: -D MAXACTION=100000
global ref, neg, gaps, one, big, uo, top, nl, wide, past
probe begin {
	for (i = 0; i < 1650; i++) ref <<< i % 200
	for (i = 0; i < 8; i++) ref <<< 200 + i
	ref <<< 1450
	print(@hist_linear(ref, 0, 10240, 200))
	neg <<< -9223372036854775808; neg <<< -9; neg <<< -4; neg <<< -3
	neg <<< -2; neg <<< -1; neg <<< 0; neg <<< 0; neg <<< 1; neg <<< 3
	neg <<< 9223372036854775807
	print(@hist_log(neg))
	gaps <<< 8; gaps <<< 9; gaps <<< 1000
	print(@hist_log(gaps))
	one <<< 1
	print(@hist_log(one))
	for (i = 0; i < 137; i++) big <<< 5
	big <<< 700; big <<< 700; big <<< 700
	print(@hist_log(big))
	uo <<< -1; uo <<< 0; uo <<< 9; uo <<< 10; uo <<< 11; uo <<< 12; uo <<< 100
	print(@hist_linear(uo, 0, 10, 3))
	top <<< 5; top <<< 100
	print(@hist_linear(top, 0, 100, 10))
	nl <<< -11; nl <<< 10; nl <<< 11; nl <<< 15
	print(@hist_linear(nl, -10, 10, 5))
	wide <<< 999999; wide <<< 1000050
	print(@hist_linear(wide, 1000000, 1000100, 10))
	past <<< 75000
	print(@hist_linear(past, 0, 200000, 10000))
	exit()
}

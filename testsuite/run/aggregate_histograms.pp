# @hist_log and @hist_linear printed with print(), as SystemTap prints them (SystemTap's runtime/stat-common.c rules; see stap_hist_output.pp): one "@" per count up to 50, two empty rows around, "~" for elided runs, under/overflow rows only when used, HI inside the last regular bucket, negative values.
// from aggregate_histograms
global lg, ln, e
probe begin {
	lg <<< 0; lg <<< 1; lg <<< 2; lg <<< 3; lg <<< 4; lg <<< 8; lg <<< 8; lg <<< 100
	print(@hist_log(lg))
	ln <<< -5; ln <<< 0; ln <<< 5; ln <<< 15; ln <<< 15; ln <<< 99; ln <<< 100; ln <<< 250
	print(@hist_linear(ln, 0, 100, 10))
	e <<< 1000
	print(@hist_linear(e, 0, 10, 1))
	println("done")
}
// from aggregate_histograms_negative
global nlg, nln
probe begin {
	nlg <<< -5; nlg <<< -1; nlg <<< -2; nlg <<< 0; nlg <<< 3; nlg <<< 3
	print(@hist_log(nlg))
	nln <<< -11; nln <<< -10; nln <<< -6; nln <<< -5; nln <<< -1; nln <<< 0; nln <<< 9; nln <<< 10
	print(@hist_linear(nln, -10, 10, 5))
}
probe begin(1) { exit() }

# known.pp - --metrics's end-to-end script (testsuite/lib/metrics.sh):
# values known from its begin probe (a counter, a gauge, a string with a
# quote, an aggregate, a counter array, a histogram), and ticks, a counter
# that grows while it runs, for the snapshots.  Names are spelled out:
# promtool lints names that read as abbreviated units.
global events, level, label, sizes, calls, ticks, spread
probe begin {
	for (i = 0; i < 7; i++)
		events++
	level = -3
	label = "pm\"probe"
	sizes <<< 10; sizes <<< 20; sizes <<< 60
	calls["read", 1] += 4
	calls["write", 2] += 9
	for (i = 0; i < 10; i++)
		spread <<< i * 10
}
probe timer.ms(100) { ticks++ }
probe end { print(@hist_linear(spread, 0, 100, 25)) }

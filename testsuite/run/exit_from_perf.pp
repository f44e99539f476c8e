# exit() from a perf handler: that handler finishes, no further perf handler runs, end runs, status 0.
global n, after
probe perf.cpu_clock(1000000) {
	n++
	if (n == 5) { exit(); printf("exit at %d\n", n) }
	if (n > 5) after++
}
probe end { printf("end n=%d after=%d\n", n, after) }

# A histogram must be printed; it cannot be used as a value or stored.
# error: a histogram must be printed: print(@hist_log(...))
# error: a long is needed here, but this is a histogram
# at: 7:2
global st
probe end {
	@hist_log(st)
	printf("%d\n", @hist_linear(st, 0, 10, 1))
	st <<< 1
}

# @hist_linear needs low < high, step > 0, and at most 1000 buckets.
# error: @hist_linear needs low < high and step > 0
# error: @hist_linear with more than 1000 buckets
# at: 8:8
global st
probe end {
	st <<< 1
	print(@hist_linear(st, 100, 0, 10))
	print(@hist_linear(st, 0, 10, 0))
	print(@hist_linear(st, 0, 1000000, 1))
}

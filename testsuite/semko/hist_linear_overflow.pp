# @hist_linear bounds whose bucket count would overflow 64 bits are refused, not wrapped past the 1000-bucket limit. 0..1000 step 1 is 1001 buckets: SystemTap counts HI in.
# error: @hist_linear's bounds are too large: high - low + step must fit in 64 bits
# error: @hist_linear with more than 1000 buckets (1001)
# at: 8:8
global st, t
probe end {
	st <<< 1; t <<< 1
	print(@hist_linear(st, -9223372036854775808, 9223372036854775807, 1))
	print(@hist_linear(t, 0, 1000, 1))
}

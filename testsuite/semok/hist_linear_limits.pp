# The largest linear histograms: exactly 1000 buckets (0 to 999, HI included as in SystemTap), and bounds near the ends of the long range.
# expect-p2: hist_linear 0..999 step 1
# expect-p2: hist_linear -9223372036854775807..-4611686018427387904 step 4611686018427387904
global a, b
probe begin { a <<< 1; b <<< 1 }
probe end {
	print(@hist_linear(a, 0, 999, 1))
	print(@hist_linear(b, -9223372036854775807, -4611686018427387904, 4611686018427387904))
}

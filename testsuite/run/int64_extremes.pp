# The 64-bit extremes survive translation: -2^63 as a global initialiser
# and as a @hist_linear bound, and + - * wrap as two's complement.
global lo = -9223372036854775808, hi = 9223372036854775807, s
probe begin {
	printf("%d %d\n", lo, hi)
	printf("%d %d %d\n", hi + 1, lo - 1, lo * -1)
	s <<< -9223372036854775808
	s <<< -9223372036854775700
	print(@hist_linear(s, -9223372036854775808, -9223372036854775508, 100))
	exit()
}

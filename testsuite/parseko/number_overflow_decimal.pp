# A decimal literal above 2^64-1 does not fit in 64 bits (18446744073709551615 does, and wraps to -1).
# error: number '18446744073709551616' does not fit in 64 bits
# at: 6:6
probe begin {
	ok = 18446744073709551615
	x = 18446744073709551616
}

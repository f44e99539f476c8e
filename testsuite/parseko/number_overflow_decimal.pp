# A decimal literal above 2^63 does not fit in 64 bits.
# error: number '99999999999999999999' does not fit in 64 bits
# at: 5:6
probe begin {
	x = 99999999999999999999
}

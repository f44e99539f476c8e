# A hex literal above 2^64-1 does not fit in 64 bits (0xffffffffffffffff does).
# error: number '0x10000000000000000' does not fit in 64 bits
# at: 6:6
probe begin {
	ok = 0xffffffffffffffff
	x = 0x10000000000000000
}

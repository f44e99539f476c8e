# Integer literals up to 2^64-1 are accepted and wrap to two's complement
# as in SystemTap, in every base; after a minus, a global's initialiser
# goes down to the 64-bit minimum.
# expect-p2: g:long
global g = 18446744073709551615, h = -9223372036854775808, k = 0x8000000000000000
probe begin {
	println(g, h, k)
	println(18446744073709551615, 0xffffffffffffffff, 01777777777777777777777)
	println(9223372036854775808, -9223372036854775808, -(9223372036854775808))
	exit()
}

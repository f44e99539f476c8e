# Integer literals up to 2^64-1 wrap to two's complement, as in SystemTap:
# in expressions, globals' initialisers and $N arguments alike; a minus on
# a wrapped literal is an ordinary negation.
# args: 18446744073709551615 -9223372036854775808 0xffffffffffffffff
global g = 18446744073709551615, h = -9223372036854775808, k = 0x8000000000000000
probe begin {
	printf("%d %d %d\n", g, h, k)
	printf("%d %d %d\n", 18446744073709551615, 0xffffffffffffffff, 01777777777777777777777)
	printf("%d %d %d\n", 9223372036854775808, -9223372036854775808, -(9223372036854775808))
	printf("%d %d\n", -18446744073709551615, 18446744073709551615 + 1)
	printf("%d %d %d\n", $1, $2, $3)
	exit()
}

# The extremes of 64-bit arithmetic, as SystemTap defines them: x / -1 is
# -x (wrapping: MIN / -1 is MIN) and x % -1 is 0, never a trap, with the
# divisor a variable, a compound assignment or a wrapped literal; shift
# counts are clamped to 0..64 (a negative count shifts nothing, 64 or
# more shifts every bit out, >> keeping the sign); + - * ++ -- wrap, in
# expressions of literals alone too (the translator folds no constants:
# the runtime's helpers compute them).
global lo = -9223372036854775808, hi = 9223372036854775807
probe begin {
	m = lo; n1 = -1
	printf("%d %d\n", m / n1, m % n1)
	printf("%d %d\n", lo / -1, lo % -1)
	x = m; x /= n1; y = m; y %= n1
	printf("%d %d\n", x, y)
	printf("%d %d\n", hi / -1, 7 % -1)
	one = 1; neg = -8
	printf("%d %d %d %d\n", one << 64, one << 100, neg >> 64, 8 >> 64)
	printf("%d %d %d\n", one << -1, neg >> -5, one << 63)
	c = 64
	printf("%d %d\n", 1 << c, -1 >> c)
	c = -1
	printf("%d %d\n", 5 << c, 5 >> c)
	c = 200; z = 3; z <<= c; w = -3; w >>= c
	printf("%d %d\n", z, w)
	v = hi; v++; u = lo; u--
	printf("%d %d %d %d\n", v, u, hi + 1, lo - 1)
	printf("%d %d\n", lo * -1, -lo)
	printf("%d\n", 18446744073709551615 >> 1)
	printf("%d %d\n", m / 18446744073709551615, m % 0xffffffffffffffff)
	printf("%d %d\n", 1 << 64, -9223372036854775808 / -1)
	printf("%d %d\n", 9223372036854775807 + 1, -9223372036854775807 - 2)
	exit()
}

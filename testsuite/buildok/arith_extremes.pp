# The 64-bit extremes build warning-free on every kernel: literals that
# wrap, overflows of literals alone, x / -1 and x % -1 with every kind of
# divisor, shifts by negative, 64 and larger counts (literal, variable and
# compound), and the extreme priorities.
global lo = -9223372036854775808, hi = 18446744073709551615
probe begin(-9223372036854775808) {
	n = -1; c = 200
	printf("%d %d %d\n", lo / n, lo % n, lo / -1)
	printf("%d %d\n", lo / 18446744073709551615, lo % 0xffffffffffffffff)
	x = lo; x /= n; x %= -1; x <<= c; x >>= -c
	printf("%d %d %d %d\n", 1 << 64, -8 >> 64, 1 << -1, x)
	printf("%d %d\n", 9223372036854775807 + 1, -9223372036854775807 - 2)
	printf("%d %d\n", 9223372036854775807 * 2, -(-9223372036854775808))
	printf("%d %s\n", hi, "adjacent " "literals")
}
probe end(9223372036854775807) { println(lo << c_shift(), hi >> c_shift()) }
function c_shift() { return 64 }

# SystemTap corpus: arithmetic, bitwise and logical operators, shifts, compound assignments, ++/-- before and after, nested ternaries, precedence.
# Expected output (SystemTap 5.x): the language reference's "Expressions" section:
# C's operators on 64-bit signed longs, / and % truncating toward
# zero, >> arithmetic, comparisons and logical operators giving 1 or 0,
# operands (printf's arguments included) evaluated left to right.
probe begin
{
	a = 17
	b = 5
	printf("%d %d %d %d %d\n", a + b, a - b, a * b, a / b, a % b)
	printf("%d %d\n", -a / b, -a % b)
	printf("%d %d %d %d %d\n", a & b, a | b, a ^ b, ~a, !a)
	printf("%d %d %d\n", 1 << 10, -16 >> 2, a << 1 >> 1)
	x = 10
	x += 5; x -= 3; x *= 4; x /= 6; x %= 5
	printf("x=%d\n", x)
	y = 1
	y <<= 4; y |= 3; y &= 0x1e; y ^= 0xff; y >>= 2
	printf("y=%d\n", y)
	i = 5
	printf("%d %d %d %d\n", i++, i, ++i, i--)
	println(i)
	max = a > b ? a : b
	println(max)
	sign = a < 0 ? "negative" : a == 0 ? "zero" : "positive"
	println(sign)
	printf("%d %d %d\n", a > b && b > 0, a < b || b < 0, !(a == b))
	printf("%d\n", 2 + 3 * 4 - 8 / 2)
	exit()
}

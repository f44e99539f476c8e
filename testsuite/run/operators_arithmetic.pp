# Integer + - * / % (negative division and modulo truncate toward zero as in C), bitwise & | ^ ~, shifts (arithmetic right shift; counts clamped to 0..64 as in SystemTap).
# smoke
// from arith_division_modulo
global g7 = 7, gm2 = -2
probe begin {
	a = 7; b = -7; c = 2; d = -2
	printf("%d %d %d %d\n", a / c, b / c, a / d, b / d)
	printf("%d %d %d %d\n", a % c, b % c, a % d, b % d)
	printf("%d %d %d\n", g7 / gm2, -g7 % gm2, g7 % -gm2)
	printf("%d %d %d %d\n", a + b, a - d, b * d, -a)
	printf("%d %d %d\n", 1 + 2 * 3 - 4 / 2, (1 + 2) * 3, 100 / 7 / 2)
	printf("%d %d\n", 17 % 5 * 3, -17 / 5 + -17 % 5)
	big = 9223372036854775807
	printf("%d %d\n", big, -big - 1)
	m = -big - 1
	printf("%d %d\n", m / -1, m % -1)
	printf("%d %d\n", 0x10 + 010, 1000000 * 1000000)
}
// from arith_bitwise_shift
probe begin {
	a = 0xf0f0; b = 0x0ff0
	printf("%x %x %x\n", a & b, a | b, a ^ b)
	printf("%d %d %x\n", ~0, ~5, ~a & 0xffff)
	printf("%d %d %d\n", 1 << 10, 1024 >> 3, -16 >> 2)
	s = 63
	printf("%d %d\n", 1 << s, (1 << s) >> s)
	s = 65
	printf("%d %d\n", 1 << s, 256 >> s)
	printf("%d %d\n", 1 | 2 ^ 3 & 4, (1 | 2) ^ (3 & 6))
	printf("%d\n", 1 + 1 << 2)
}
probe begin(1) { exit() }

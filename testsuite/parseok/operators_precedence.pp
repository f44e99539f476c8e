# Every binary operator with C precedence; parentheses survive exactly where precedence needs them.
probe begin {
	a = 1; b = 2; c = 3
	x = a + b * c - a / b % c
	x = (a + b) * c
	x = a - (b - c)
	x = a - b - c
	x = a << 1 >> 2
	x = (a << 1) + b
	x = a < b == b > c
	x = a <= b != (b >= c)
	x = a & b | c ^ a
	x = a & (b | c)
	x = (a ^ b) & c
	x = a && b || !c
	x = a && (b || c)
	x = (a < b) < c
	x = a < (b < c)
	x = a * (b + c) / (a - b)
	x = a + b ? a : b
	x = -a * b
	x = !a == !b
}

# Arithmetic, bitwise, logical, shift and comparison operators give longs; '.' gives strings; compound assignments keep types.
# expect-p2: locals: a:long, b:long, x:long, s:string, t:string, c:long
probe begin {
	a = 7; b = 3
	x = a + b - a * b / b % a
	x = a << 2 | b >> 1 & ~a ^ -b
	x = a && b || !a
	x = a < b || a <= b || a > b || a >= b || a == b || a != b
	x += 1; x -= 1; x *= 2; x /= 2; x %= 3; x <<= 1; x >>= 1; x &= 1; x |= 2; x ^= 3
	s = "a" . "b"; s .= "c"
	t = a ? "yes" : "no"
	c = s == t
}

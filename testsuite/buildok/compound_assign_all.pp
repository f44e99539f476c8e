# Every compound assignment on locals, globals and array elements.
global g, a
probe begin {
	x = 1; x += 2; x -= 1; x *= 3; x /= 2; x %= 5; x <<= 3; x >>= 1; x &= 7; x |= 8; x ^= 3
	g += x; g <<= 65; a[1] += 2; a[1] *= 3; a[1] /= 2; a[1] %= 7; a[1] >>= 1
	s = "a"; s .= "b"
}

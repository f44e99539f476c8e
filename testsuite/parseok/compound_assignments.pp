# Every assignment operator: = += -= *= /= %= <<= >>= &= |= ^= .= and chained assignment (right associative).
probe begin {
	x = 1
	x += 2
	x -= 1
	x *= 6
	x /= 2
	x %= 4
	x <<= 3
	x >>= 1
	x &= 0xff
	x |= 0x100
	x ^= 1
	s = "a"
	s .= "b"
	y = z = x
	w = (v = 2) + 1
	t = s .= "c"
}

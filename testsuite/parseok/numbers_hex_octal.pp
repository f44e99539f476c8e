# Integer literals: decimal, 0x hex (either case), 0 octal, zero, and the 64-bit extremes; the text is printed back as written.
global dec = 1234567890, hex = 0xDeadBeef, oct = 0755, zero = 0
global maxdec = 9223372036854775807, mindec = -9223372036854775808
global allones = 0xffffffffffffffff, bigoct = 01777777777777777777777
probe begin {
	a = 0x10 + 010 + 10
	b = 0X7fffffffffffffff
	c = -0x1
	d = 00
	e = 0x0
	println(a + b + c + d + e)
}

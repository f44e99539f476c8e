# Printf: every conversion (%d %i %u %x %X %o %s %c %p %%) and flag (- 0 + space #) with width and precision; print/println of several arguments.
// from printf_conversions
probe begin {
	n = 42; m = -1; s = "str"
	printf("%d %i %u %x %X %o %s %c %p %%\n", n, n, n, n, n, n, s, 65, 0x1234)
	printf("%d %i %u\n", m, m, m)
	printf("%x %X %o\n", m, -255, m)
	printf("%d %x %p\n", 0x7fffffffffffffff, 0xdeadBEEF, -1)
	printf("%c%c%c|%s|%%d\n", 104, 105, 33, "")
	printf("%s and %s\n", "one", s . s)
	printf("%d%d%d\n", 1, 22, 333)
}
// from printf_flags
probe begin {
	n = 42; neg = -42; s = "abcdef"
	printf("[%5d][%-5d][%05d][%+d][%+d][% d][% d]\n", n, n, n, n, neg, n, neg)
	printf("[%-+6d][%+06d][%06d][%-6d]\n", n, n, neg, n)
	printf("[%#x][%#X][%#o][%#10x][%-#10x][%#010x]\n", 255, 255, 8, 255, 255, 255)
	printf("[%8x][%-8X][%08o]\n", 48879, 48879, 8)
	printf("[%.5d][%8.3d][%-8.3d]\n", 42, 7, 7)
	printf("[%10s][%-10s][%.3s][%10.2s][%-10.4s]\n", s, s, s, s, s)
	printf("[%3c][%-3c][%u][%10u]\n", 65, 66, 3000000000, 17)
	printf("[%20p][%-20p]\n", 0xabc, 0xabc)
}
// from print_println
probe begin {
	print("a")
	print("b", 1, "c", -2)
	println()
	println("x", 10, "y")
	println(42)
	s = sprintf("%s=%d", "k", 7)
	println(s, ";", strlen(s))
	print("no newline"); print(" until here"); println()
}
probe begin(1) { exit() }

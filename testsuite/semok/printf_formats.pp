# Every conversion (%d %i %u %x %X %o %s %c %p %%) with flags, width and precision, checked against its argument.
# expect-p2: locals: n:long, s:string
probe begin {
	n = 42; s = "str"
	printf("%d %i %u %x %X %o %s %c %p %%\n", n, n, n, n, n, n, s, n, n)
	printf("%-5d|%05x|%+d|% d|%#o|%#x|%10.3s|%-10s|%.2d|%ld|%lld|%lu\n", n, n, n, n, n, n, s, s, n, n, n, n)
	printf("no conversions\n")
	printf("%%%s%%\n", s)
	x = sprintf("%s=%d", s, n)
	print(x, n, s)
	println(x, n, s)
	println()
}

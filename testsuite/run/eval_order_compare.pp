# Left-to-right evaluation with '<': a comparison is evaluated before the operands after it change what it reads (pass 3 once took pmp_lt(...) for one of its own temporaries and read it late).
probe begin {
	x = 1
	printf("%d %d\n", x < 2, x++)
	a = "b"; b = "c"
	printf("%d %s\n", a < b, a = "d")
	y = 5
	printf("%d %d %d\n", y < 6, y = 10, y < 6)
	exit()
}

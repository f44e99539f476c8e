# The number of arguments must match the number of conversions, both ways.
# error: the format has 2 conversions but 1 argument is given
# error: the format has 0 conversions but 2 arguments are given
# error: the format has 1 conversion but 0 arguments are given
# at: 7:9
probe begin {
	printf("%d %d\n", 1)
	printf("none\n", 1, 2)
	s = sprintf("%s")
}

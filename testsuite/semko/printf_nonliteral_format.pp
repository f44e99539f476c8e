# The format of printf and sprintf must be a string literal.
# error: the format of printf() must be a string literal
# error: the format of sprintf() must be a string literal
# at: 7:9
probe begin {
	fmt = "%d\n"
	printf(fmt, 1)
	s = sprintf("a" . fmt, 2)
}

# printf and sprintf need a format.
# error: printf() needs a format string
# error: sprintf() needs a format string
# at: 6:2
probe begin {
	printf()
	s = sprintf()
}

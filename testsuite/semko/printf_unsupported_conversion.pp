# An unsupported conversion is reported at its conversion letter, with the list of supported ones.
# error: unsupported conversion '%f' (formats are %d %i %u %x %X %o %s %c %p %%)
# at: 5:15
probe begin {
	printf("x = %f\n", 1)
}

# '*' widths, widths above 1000 and a conversion cut off at the end are refused.
# error: '*' width or precision is not supported in formats; write the number
# error: width or precision above 1000
# error: incomplete conversion at the end of the format
# at: 7:11
probe begin {
	printf("%*d\n", 5, 1)
	printf("%5000d\n", 1)
	printf("%d %", 1)
}

# SystemTap corpus: strtol() in several bases, with signs, prefixes and trailing text; numbers to strings and back.
# Expected output (SystemTap 5.x): stapfuncs strtol(3stap), "strtol -
# strtol - Convert a string to a long" in base BASE; the number at the start
# of the string is converted and conversion stops at the first character that
# is not a digit of the base (the kernel's simple_strtol); "0x" is accepted in
# base 16.  sprintf("%d") and strlen as in stapfuncs.
probe begin
{
	printf("%d\n", strtol("123", 10))
	printf("%d\n", strtol("-77", 10))
	printf("%d\n", strtol("ff", 16))
	printf("%d\n", strtol("0x1F", 16))
	printf("%d\n", strtol("777", 8))
	printf("%d\n", strtol("1010", 2))
	printf("%d\n", strtol("12abc", 10))
	total = strtol("40", 10) + strtol("2", 10)
	printf("total=%d\n", total)
	s = sprintf("%d", 12345)
	printf("%s has %d digits, back: %d\n", s, strlen(s), strtol(s, 10) + 1)
	exit()
}

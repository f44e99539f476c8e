# SystemTap corpus: 64-bit integers: overflow wraps, hex and octal literals, the full unsigned range of literals, large products, MIN / -1.
# Expected output (SystemTap 5.x): the language reference: integers are
# 64-bit signed and wrap; literals may be decimal, 0x hex or 0 octal up to
# 2^64-1 (0xffffffffffffffff is -1); stap's runtime division helper gives
# MIN / -1 = MIN and MIN % -1 = 0 instead of trapping.
probe begin
{
	big = 9223372036854775807
	printf("%d\n", big + 1)
	printf("%d\n", 0xffffffffffffffff)
	printf("%x\n", 1 << 40)
	printf("%d %d\n", 077, 0x7f)
	printf("%d\n", 1000000 * 1000000)
	min = -9223372036854775807 - 1
	printf("%d %d\n", min / -1, min % -1)
	printf("%d\n", 3000000000 * 4)
	exit()
}

# SystemTap corpus: printf of numbers with flags, widths, precision, the conversions d i u x X o c and %%, and the l/ll length modifiers.
# Expected output (SystemTap 5.x): stapfuncs printf(3stap) / the language
# reference's "printf" section: C's conversions and flags on 64-bit values;
# %u, %x, %X and %o print the value as unsigned 64 bits (-1 is
# ffffffffffffffff); # adds 0x, 0X or a leading 0; a precision on an integer
# is its minimum number of digits; l and ll are accepted and change nothing.
probe begin
{
	x = 42
	neg = -42
	printf("[%d] [%i] [%5d] [%-5d] [%05d] [%+d] [% d]\n", x, x, x, x, x, x, x)
	printf("[%d] [%6d] [%-6d] [%06d]\n", neg, neg, neg, neg)
	printf("[%x] [%X] [%#x] [%#X] [%08x] [%#010x]\n", 255, 255, 255, 255, 255, 255)
	printf("[%o] [%#o] [%u]\n", 8, 8, 3000000000)
	printf("[%x] [%u]\n", -1, -1)
	printf("[%.3d] [%8.3d]\n", 7, 7)
	printf("[%c%c%c]\n", 83, 84, 80)
	printf("100%%\n")
	printf("%d %d\n", 9223372036854775807, -9223372036854775807 - 1)
	printf("%ld %lld %lu %lx\n", 1, 2, 3, 255)
	exit()
}

# Every conversion and flag.
probe begin {
	printf("%d %i %u %x %X %o %s %c %p %%\n", -1, 2, 3, 255, 255, 8, "s", 65, 4096)
	printf("%-5d|%05d|%+d|% d|%#x|%#o|%10s|%-10s|%.2s|%5c|%20p\n", 1, 2, 3, 4, 255, 8, "r", "l", "abc", 66, 1)
	exit()
}

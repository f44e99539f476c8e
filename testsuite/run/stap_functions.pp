# SystemTap's function semantics on bad input (issue 16, group 4).
# strtol: SystemTap's tapset/string.stp reads the number with the kernel's
# simple_strtol() (lib/kstrtox.c rules: optional '-', 0x prefix for base 16
# or 0, digits 0-9a-f below the base, stop at the first other character);
# the issue's own example: strtol("abcdef", 10) is 0.  Never an error.
probe begin {
	printf("%d %d %d %d\n", strtol("abcdef", 10), strtol("12abc", 10), strtol("abcdef", 16), strtol("", 10))
	printf("%d %d %d %d\n", strtol(" 7", 10), strtol("+7", 10), strtol("7\n", 10), strtol("-", 10))
	printf("%d %d %d %d\n", strtol("z", 36), strtol("10", 36), strtol("0x", 16), strtol("0x1g", 0))
	printf("%d %d %d %d\n", strtol("08", 0), strtol("-0x10", 0), strtol("0X1F", 16), strtol("10", 1))
	printf("%d %d\n", strtol("18446744073709551615", 10), strtol("-9223372036854775808", 10))
}
probe begin(1) { exit() }

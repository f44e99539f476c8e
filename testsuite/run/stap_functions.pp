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
	printf("%d %d %d %d\n", strtol("zz", 36), strtol("g", 17), strtol("Hello", 36), strtol("-10", 20))
}
# MAXNESTING: SystemTap's default is the depth of the deepest chain of calls
# when no call can recurse (its translator writes "#define MAXNESTING N"
# for the script), 10 when one can: this chain of 12 runs there, and here.
function f1(n) { return f2(n + 1) }
function f2(n) { return f3(n + 1) }
function f3(n) { return f4(n + 1) }
function f4(n) { return f5(n + 1) }
function f5(n) { return f6(n + 1) }
function f6(n) { return f7(n + 1) }
function f7(n) { return f8(n + 1) }
function f8(n) { return f9(n + 1) }
function f9(n) { return f10(n + 1) }
function f10(n) { return f11(n + 1) }
function f11(n) { return f12(n + 1) }
function f12(n) { return n + strlen("x") }
probe begin { println("f1: ", f1(0)) }
probe begin(1) { exit() }

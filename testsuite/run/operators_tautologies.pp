# Expressions GCC would warn about in C (and the kernel's -Werror fail):
# a value compared with itself, a comparison compared with a constant,
# (x & 2) == 1, ~ applied to a truth value, a ternary of constants as a
# condition, printf("") and sprintf(""), flags %p ignores.  Each builds,
# and gives the value the language defines.
# smoke
global a
probe begin {
	x = 3; s = "s"; a[1] = 1
	printf("%d %d %d %d\n", x == x, x != x, s == s, s < s)
	printf("%d %d %d\n", (x < 2) == 5, (x & 2) == 1, (x & 2) == 2)
	printf("%d %d %d %d %d\n", ~!x, ~(x < 3), ~(x && x), ~(1 in a), ~(x == 1))
	if (x ? 1 : 2) println("ternary")
	printf("")
	printf("[%s]\n", sprintf(""))
	printf("%#p|%+p|% p|%-20p|\n", 1, 2, 3, 4)
	exit()
}

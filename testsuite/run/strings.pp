# Strings: . and .= concatenation, == != < > comparisons, strlen, substr (0-based, clipped), isinstr, strtol, literals and escapes.
// from string_concat_compare
global gs
probe begin {
	s = "foo" . "bar"
	println(s)
	s .= "-baz"
	println(s)
	gs = "x"; gs .= gs; gs .= "y" . gs; println(gs)
	t = ""; t .= ""; printf("[%s]\n", t)
	printf("%d %d %d %d\n", "abc" == "abc", "abc" != "abc", "abc" < "abd", "abc" > "ab")
	printf("%d %d %d\n", "B" < "a", "" < "a", "a" == "a ")
	a = "apple"; b = "apples"
	printf("%d %d\n", a < b, a . "s" == b)
	println(a > b ? "a" : "b")
}
// from string_functions
probe begin {
	s = "hello, world"
	printf("%d %d\n", strlen(s), strlen(""))
	printf("[%s] [%s] [%s]\n", substr(s, 0, 5), substr(s, 7, 100), substr(s, 11, 1))
	printf("[%s] [%s] [%s]\n", substr(s, 12, 3), substr(s, 50, 2), substr(s, 3, 0))
	printf("%d %d %d %d\n", isinstr(s, "world"), isinstr(s, "World"), isinstr(s, ""), isinstr("", "a"))
	printf("%d %d %d\n", strtol("123", 10), strtol("-42", 10), strtol("ff", 16))
	printf("%d %d %d\n", strtol("0x1f", 0), strtol("017", 0), strtol("101", 2))
	printf("%d %d\n", strtol("-Ff", 16), strtol("9223372036854775807", 10))
	printf("%d\n", strlen(substr(s, 2, 3) . s))
}
// from literals_escapes
global gi = 0x1F, go = 017, gsi = "init\tvalue", gn = -3
probe begin {
	printf("%d %d %d %d\n", 10, 0x10, 010, 0)
	printf("%d %d %s %d\n", gi, go, gsi, gn)
	printf("[\"quoted\"] [back\\slash] [\x41\101] [tab\there]\n")
	s = "two\nlines"
	println(s)
	printf("%d\n", strlen("\x41\n\\"))
}
probe begin(1) { exit() }

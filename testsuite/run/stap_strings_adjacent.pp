# Adjacent string literals concatenate, as in C and SystemTap, across
# lines and comments too; the result is one literal (a format, a
# global's initialiser).
global banner = "pmprobe " "says" " hello"
probe begin {
	s = "foo " "bar"
	t = "a"
	    // between the pieces
	    "b" /* and */ "c"
	printf("%s|%s" "|%s\n", banner, s, t)
	println(strlen("12345" "67890"), " ", "x" "" "y")
	exit()
}

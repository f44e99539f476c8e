# Adjacent string literals are one literal, as in C and SystemTap: on one
# line, across lines and comments, in a global's initialiser, a probe
# point's argument and a printf format.
global banner = "pmprobe " "says" " hello"
probe begin {
	s = "foo " "bar"
	t = "a"
	    # a comment between the pieces
	    "b" /* and another */ "c"
	printf("%s %s" " %s\n", banner, s, t)
	println("" "")
}

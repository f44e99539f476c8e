# Several independent type errors in one script are all reported.
# error: type conflict: global 'n' is used as a string here
# error: cannot compare a string with a long
# error: a string is needed here, but this is a long
# error: a long is needed here, but this is a string
# error: the two sides of '?:' differ: a string and a long
# at: 10:9
global n
probe begin {
	n = 1; n = "x"
	if ("a" < 1) println("?")
	s = "a" . 1
	x = "b" + 1
	t = cpu() ? "a" : 2
}

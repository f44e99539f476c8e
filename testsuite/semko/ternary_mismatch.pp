# Both branches of '?:' must have one type.
# error: the two sides of '?:' differ: a string and a long
# at: 5:12
probe begin {
	x = cpu() ? "a" : 2
}

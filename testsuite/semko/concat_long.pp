# '.' and '.=' concatenate strings only; arithmetic needs longs.
# error: a string is needed here, but this is a long
# error: a long is needed here, but this is a string
# at: 6:12
probe begin {
	s = "a" . 1
	n = "b" * 2
}

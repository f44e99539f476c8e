# A string cannot be compared with a long.
# error: cannot compare a string with a long
# at: 5:17
probe begin {
	if (execname() == 0) println("?")
}

# The left side of an assignment must be a variable or an array element, not a literal.
# error: the left side of an assignment must be a variable or an array element
# at: 5:2
probe begin {
	1 = x
}

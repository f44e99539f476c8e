# A function call cannot be assigned to.
# error: the left side of an assignment must be a variable or an array element
# at: 5:2
probe begin {
	f() = 2
}

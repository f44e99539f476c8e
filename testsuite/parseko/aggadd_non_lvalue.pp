# The left side of '<<<' must be a global or an array element.
# error: the left side of '<<<' must be a global or an array element
# at: 5:2
probe begin {
	3 <<< 1
}

# The ternary operator: nested to the right, nested in the condition (needs parentheses), and holding assignments.
probe begin {
	a = 1; b = 2
	x = a ? b : 0
	x = a ? b : b ? 1 : 2
	x = (a ? b : 0) ? 1 : 2
	x = a ? (b ? 1 : 2) : 3
	s = a > b ? "gt" : "le"
	x = (y = a) ? y : 0
	x = a ? b = 3 : 4
}

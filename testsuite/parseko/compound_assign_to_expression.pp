# A compound assignment (+=, .=) needs a variable too, not an expression.
# error: the left side of an assignment must be a variable or an array element
# at: 5:5
probe begin {
	(x + 1) += 2
	("a" . s) .= "b"
}

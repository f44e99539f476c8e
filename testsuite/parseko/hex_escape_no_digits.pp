# '\x' must be followed by at least one hex digit.
# error: '\x' with no hex digits in a string literal
# at: 5:6
probe begin {
	s = "a\xg"
}

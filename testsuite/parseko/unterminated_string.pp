# A string literal that is not closed before the end of its line.
# error: unterminated string literal
# at: 5:6
probe begin {
	s = "abc
}

# A raw newline cannot be part of a string literal: the literal ends unterminated on its line.
# error: unterminated string literal
# at: 5:6
probe begin {
	s = "two
lines"
}

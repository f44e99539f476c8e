# An octal escape above \377 does not fit in a byte.
# error: octal escape out of range in a string literal
# at: 5:6
probe begin {
	s = "a\400"
}

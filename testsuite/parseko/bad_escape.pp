# An unknown escape in a string literal is an error naming the escape.
# error: unknown escape '\q' in a string literal
# at: 5:6
probe begin {
	s = "a\qb"
}

# "\x00" and "\000" are NUL bytes too, and refused.
# error: NUL byte (\0) in a string literal: strings end at NUL
# at: 5:6
probe begin {
	s = "ab\x00cd"
	t = "ab\000cd"
}

# "\0" would cut the string short: it is refused.
# error: NUL byte (\0) in a string literal: strings end at NUL
# at: 5:6
probe begin {
	s = "ab\0cd"
}

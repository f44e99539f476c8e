# A character that is not part of the language is reported with its position.
# error: unexpected character '`'
# at: 5:8
probe begin {
	x = 1 ` 2
}

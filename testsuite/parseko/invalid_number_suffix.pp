# Letters glued to a number make an invalid number, not a number followed by a name.
# error: invalid number '12ab'
# at: 5:6
probe begin {
	x = 12ab
}

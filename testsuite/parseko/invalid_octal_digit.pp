# A leading 0 means octal, so 8 and 9 are invalid digits.
# error: invalid number '0789'
# at: 5:6
probe begin {
	x = 0789
}

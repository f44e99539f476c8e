# $10 is not a script argument: they are $1 to $9.
# error: script arguments are $1 to $9
# at: 5:10
probe begin {
	x = 1 + $10
}

# $0 is not a script argument: they are $1 to $9.
# error: script arguments are $1 to $9
# at: 5:6
probe begin {
	x = $0
}

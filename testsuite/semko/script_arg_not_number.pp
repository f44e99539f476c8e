# A $N used as a number must be one; the message suggests @N.
# args: abc
# error: script argument $1 is 'abc', not a number (use @1 for a string)
# at: 6:6
probe begin {
	x = $1
}

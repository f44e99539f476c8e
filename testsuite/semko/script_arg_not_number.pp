# A $N used as a number must be one; the message suggests @N.
# args: abc
# error: script argument $
# at: 6:6
probe begin {
	x = $1
}

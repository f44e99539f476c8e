# An @N beyond the arguments given is an error too.
# args: one
# error: script argument @2 was not given (the script got 1)
# at: 7:6
probe begin {
	s = @1
	t = @2
}

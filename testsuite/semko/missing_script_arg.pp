# A $N the command line does not give is an error that says how many were given.
# error: script argument $1 was not given (the script got 0)
# at: 5:6
probe begin {
	x = $1
}

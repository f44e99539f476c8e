# Calling a function nobody defines is an error naming it.
# error: unknown function 'no_such_function'
# at: 5:6
probe begin {
	x = no_such_function(1)
}

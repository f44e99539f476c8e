# A scalar global cannot be indexed.
# error: 'x' is not an array (declare it with 'global x' and use it only with keys)
# at: 6:13
global x
probe begin { x = 1 }
probe end { x[1] = 2 }

# '<<<' needs a global: a local cannot collect statistics.
# error: 'x' must be a global to collect statistics with '<<<'
# at: 5:2
probe begin {
	x <<< 1
}

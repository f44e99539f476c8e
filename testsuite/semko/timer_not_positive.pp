# A timer period must be positive.
# error: 's' must be positive
# at: 4:15
probe timer.s(0) { n++ }

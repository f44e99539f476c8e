# 'in' with 6 keys is refused.
# error: 'in' with 6 keys; arrays have at most 5
# at: 5:25
probe begin {
	x = [1, 2, 3, 4, 5, 6] in a
}

# Arrays have at most 5 keys: an element with 6 is refused.
# error: array 'a' indexed with 6 keys; at most 5 are allowed
# at: 5:6
probe begin {
	x = a[1, 2, 3, 4, 5, 6]
}

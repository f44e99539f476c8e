# foreach with 6 keys is refused.
# error: foreach with 6 keys; arrays have at most 5
# at: 5:33
probe begin {
	foreach ([a, b, c, d, e, f] in arr) { }
}

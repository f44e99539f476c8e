# delete of an array element (one and several keys), of a whole array, and of a scalar.
global a, b, n
probe begin {
	a[1] = 1; b["x", 2] = 3; n = 4
	delete a[1]
	delete b["x", 2]
	delete a
	delete b
	delete n
	local = 1
	delete local
}

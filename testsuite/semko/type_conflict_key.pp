# An array's keys keep their types: a long key cannot also be a string.
# error: type conflict: key 2 of array 'a' is a string here
# note: 7:2: but a long at this use
# at: 7:20
global a
probe begin {
	a[1, 2] = 1; a[3, "x"] = 2
}

# An array's values keep their type.
# error: type conflict: global 'a' is used as a string here
# at: 6:12
global a
probe begin {
	a[1] = 1; a[2] = "two"
}

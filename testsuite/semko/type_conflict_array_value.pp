# An array's values keep their type.
# error: type conflict: global 'a' is used as a string here
# note: 7:2: 'a' is a long because of this use
# at: 7:12
global a
probe begin {
	a[1] = 1; a[2] = "two"
}

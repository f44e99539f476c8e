# A write to the outer foreach's array inside an inner foreach is an error too.
# error: array 'a' is modified inside a foreach over it
# at: 7:40
global a, b
probe begin { a[1] = 1; b[1] = 1 }
probe end {
	foreach (i in a) { foreach (j in b) { a[j] = i } }
}

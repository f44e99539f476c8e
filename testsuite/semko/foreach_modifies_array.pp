# Assigning to, incrementing or deleting from an array inside a foreach over it is an error.
# error: array 'a' is modified inside a foreach over it
# at: 7:19
global a
probe begin { a[1] = 1 }
probe end {
	foreach (k in a) a[k] = 2
	foreach (k in a) a[k]++
	foreach (k in a) delete a[k]
	foreach (k in a) delete a
}

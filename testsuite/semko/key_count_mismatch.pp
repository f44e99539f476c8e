# An array is always used with the same number of keys, including in 'in', foreach and delete.
# error: array 'a' used with 2 keys here
# error: array 'a' used with 3 keys here
# at: 7:24
global a
probe begin { a[1] = 1 }
probe end { if ([1, 2] in a) delete a[1, 2, 3] }

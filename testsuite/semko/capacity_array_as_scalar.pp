# A global declared with a capacity is an array and cannot be used as a scalar.
# error: 'a' is an array; use it with keys, like a[k]
# at: 5:15
global a[100]
probe begin { a = 1 }

# An array cannot be used without keys (the note shows its keyed use).
# error: 'a' is an array; use it with keys, like a[k]
# at: 6:17
global a
probe begin { a[1] = 1 }
probe end { x = a + 1 }

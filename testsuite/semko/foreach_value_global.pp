# The value variable of a foreach must be a local too.
# error: foreach value 'v' must be a local variable
# at: 6:22
global v, a
probe begin { a[1] = 1 }
probe end { foreach (v = [k] in a) { } }

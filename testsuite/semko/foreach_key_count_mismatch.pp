# foreach must name as many keys as the array has.
# error: array 'a' used with 2 keys here
# at: 6:32
global a
probe begin { a["x"] = 1 }
probe end { foreach ([k, j] in a) println(k) }

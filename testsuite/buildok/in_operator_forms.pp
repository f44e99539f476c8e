# in with one and several keys, negated.
global a, b
probe begin { a[1] = 1; b["x", 2] = 1; if (1 in a && ["x", 2] in b && !(2 in a)) println("ok"); exit() }

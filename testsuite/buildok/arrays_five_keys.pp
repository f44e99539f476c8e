# Five keys of both types.
global a
probe begin { a[1, "b", 3, "d", 5] = "v"; foreach ([p, q, r, s, t] in a) println(p, q, r, s, t, a[p, q, r, s, t]); exit() }

# 'in' with one key (bare or bracketed), with several keys, negated, and combined with other operators.
global a, b
probe begin {
	a[1] = 1; b["x", 2, 3] = 4
	if (1 in a) println("one")
	if ([1] in a) println("one again")
	if (["x", 2, 3] in b) println("three")
	if (!(2 in a)) println("no two")
	x = (1 in a) + (["x", 2, 3] in b)
	y = 1 in a && 2 in a
	z = "x" . "y" in a
	w = [1 + 1, "k" . "v"] in b
}

# delete of one element, of a missing element, of a whole array and of a scalar; deleted slots are reusable.
global a[3], b, x, t
probe begin {
	a[1] = 1; a[2] = 2; a[3] = 3
	delete a[2]
	printf("%d %d %d\n", 1 in a, 2 in a, 3 in a)
	delete a[42]
	a[4] = 4
	foreach (k in a) printf("%d ", k)
	println("")
	b["p", 1] = 5; b["q", 2] = 6
	delete b["p", 1]
	foreach ([k1, k2] in b) printf("%s %d\n", k1, k2)
	delete a
	n = 0; foreach (k in a) n++
	printf("after delete: %d %d\n", n, 1 in a)
	a[7] = 70; a[8] = 80; a[9] = 90
	printf("refilled %d\n", a[7] + a[8] + a[9])
	x = 5; t = "str"; delete x; delete t
	printf("x=%d t=[%s]\n", x, t)
	exit()
}

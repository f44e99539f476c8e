# delete of an element, of a whole array, of a global scalar and of a local elaborates; the array keeps its types.
# expect-p2: a[string,long]:long
# expect-p2: x:long
# expect-p2: s:string
global a, x = 1, s = "s"
probe begin {
	a["k", 1] = 1
	delete a["k", 1]
	delete a
	delete x
	delete s
	l = 2
	delete l
}

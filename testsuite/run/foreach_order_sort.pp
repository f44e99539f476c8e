# Foreach: insertion order when unsorted; sorted by value (a+ a-) with ties in insertion order; sorted by a key (k+ k-), also the 2nd of two keys.
// from foreach_insertion_order
global a, s
probe begin {
	a[50] = 1; a[3] = 2; a[-7] = 3; a[1000] = 4; a[0] = 5
	a[3] = 99
	foreach (k in a) printf("%d:%d ", k, a[k])
	println("")
	delete a[50]; a[50] = 6
	foreach (k in a) printf("%d ", k)
	println("")
	s["zebra"] = 1; s["apple"] = 2; s["mango"] = 3
	foreach (ks in s) printf("%s ", ks)
	println("")
}
// from foreach_sort_value
global va, vs
probe begin {
	va["c"] = 30; va["a"] = -10; va["d"] = 20; va["b"] = 30; va["e"] = 0
	foreach (k in va+) printf("%s=%d ", k, va[k])
	println("")
	foreach (k in va-) printf("%s=%d ", k, va[k])
	println("")
	vs[1] = "pear"; vs[2] = "apple"; vs[3] = "fig"
	foreach (i in vs+) printf("%s ", vs[i])
	println("")
	foreach (i in vs-) printf("%s ", vs[i])
	println("")
}
// from foreach_sort_key
global ka, kst, km
probe begin {
	ka[5] = 1; ka[-3] = 1; ka[100] = 1; ka[0] = 1
	foreach (k+ in ka) printf("%d ", k)
	println("")
	foreach (k- in ka) printf("%d ", k)
	println("")
	kst["beta"] = 1; kst["alpha"] = 2; kst["Gamma"] = 3; kst["alp"] = 4
	foreach (ks+ in kst) printf("%s ", ks)
	println("")
	foreach (ks- in kst) printf("%s ", ks)
	println("")
	km["x", 3] = 1; km["y", 1] = 2; km["z", 2] = 3
	foreach ([n, i+] in km) printf("%s%d ", n, i)
	println("")
	foreach ([n-, i] in km) printf("%s%d ", n, i)
	println("")
}
probe begin(1) { exit() }

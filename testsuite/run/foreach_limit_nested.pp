# Foreach: limit N (literal, expression, 0), the value form v = [k], nested foreach over one array, break/continue, return from a foreach in a function, empty arrays.
// from foreach_limit_value_form
global la
probe begin {
	for (i = 1; i <= 6; i++) la[i] = i * i % 7
	foreach (k in la limit 2) printf("%d ", k)
	println("")
	foreach (k in la- limit 3) printf("%d:%d ", k, la[k])
	println("")
	n = 2
	foreach (v = [k] in la+ limit n + 1) printf("%d=%d ", k, v)
	println("")
	foreach (v = [k-] in la) printf("%d ", v)
	println("")
	foreach (k in la limit 0) println("never")
	foreach (v = [k] in la limit 100) n++
	printf("n=%d\n", n)
}
// from foreach_nested_break
global a, empty
function first_over(lim) { foreach (k+ in a) if (a[k] > lim) return k; return -1 }
probe begin {
	a[3] = 30; a[1] = 10; a[2] = 20
	empty[1] = 1; delete empty
	foreach (i+ in a) foreach (j- in a) if (i < j) printf("%d%d ", i, j)
	println("")
	foreach (i in a) foreach (j in a) printf("%d", i * j)
	println("")
	foreach (k+ in a) { if (k == 2) continue; printf("k%d ", k) }
	println("")
	foreach (k in a) { printf("b%d ", k); break }
	println("")
	printf("%d %d\n", first_over(15), first_over(99))
	n = 0; foreach (k in empty) n++; foreach (k in empty-) n++
	printf("empty=%d\n", n)
}
probe begin(1) { exit() }

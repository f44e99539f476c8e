# Every foreach form: one key with and without brackets, several keys, value form, sort by value and by key in both directions, limit.
global a, b
probe begin {
	a[1] = 1; b["x", 2] = 3
	foreach (k in a) println(k)
	foreach ([k] in a) println(k)
	foreach ([s, n] in b) println(s)
	foreach (v = [k] in a) println(v)
	foreach (v = k in a) println(v)
	foreach (v = [s, n] in b) println(v)
	foreach (k in a+) println(k)
	foreach (k in a-) println(k)
	foreach (k+ in a) println(k)
	foreach ([s, n-] in b) println(n)
	foreach ([s+, n] in b limit 3) println(n)
	foreach (v = [s, n] in b- limit 10) println(v)
	foreach ([k] in a limit a[1] + 1) { }
}

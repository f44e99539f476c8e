# Foreach: unsorted, by value, by each key, value form, limit.
global a
probe begin {
	a[3, "c"] = 1; a[1, "a"] = 3; a[2, "b"] = 2
	foreach ([k, s] in a) println(k)
	foreach ([k, s] in a+) println(k)
	foreach ([k, s] in a-) println(k)
	foreach ([k+, s] in a) println(k)
	foreach ([k, s-] in a) println(s)
	foreach (v = [k, s] in a limit 2) println(v)
	exit()
}

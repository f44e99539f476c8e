# Arrays: long/string/multi (up to 5) keys, missing elements read 0/"" without inserting, in, .= and ++ on elements, computed keys.
// from array_basics
global a, s, m, cnt
probe begin {
	a[1] = 10; a[-5] = 20; a[1] += 1
	s["x"] = "ex"; s[""] = "empty key"
	m["k", 2, "z"] = 7
	printf("%d %d %d\n", a[1], a[-5], a[2])
	printf("[%s] [%s] [%s]\n", s["x"], s[""], s["nope"])
	printf("%d %d\n", m["k", 2, "z"], m["k", 3, "z"])
	printf("%d %d %d %d\n", 1 in a, 2 in a, "x" in s, "nope" in s)
	printf("%d %d\n", ["k", 2, "z"] in m, ["k", 2, "y"] in m)
	foreach (k in a) cnt++
	foreach (ks in s) cnt++
	foreach ([x, y, z] in m) cnt++
	printf("elements=%d\n", cnt)
	if (!(99 in a) && !(["k", 9, "z"] in m)) println("still absent")
}
// from array_five_keys
global a5
probe begin {
	a5[1, "b", 3, "d", 5] = 9
	a5[1, "b", 3, "a", 5] = 8
	a5[-1, "", 0, "z", 2] = 7
	printf("%d %d %d\n", a5[1, "b", 3, "d", 5], [1, "b", 3, "a", 5] in a5, [1, "b", 3, "a", 6] in a5)
	foreach ([k1, k2, k3, k4+, k5] in a5) printf("%d,%s,%d,%s,%d=%d\n", k1, k2, k3, k4, k5, a5[k1, k2, k3, k4, k5])
}
// from array_string_ops
global ss, cc
probe begin {
	for (i = 0; i < 4; i++) { k = sprintf("k%d", i % 2); ss[k] .= sprintf("%d", i); cc[k . "!"]++ }
	printf("%s %s %d %d\n", ss["k0"], ss["k1"], cc["k0!"], cc["k1!"])
	printf("%d %d\n", sprintf("k%d", 1) in ss, ["k" . "2"] in ss)
}
probe begin(1) { exit() }

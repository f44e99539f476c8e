# break/continue in every loop kind, next in probes, return with and without a value in functions.
# expect-p2: first:long(from:long)
# expect-p2: nothing:void(x:long)
global a
function first(from) { foreach (k in a) if (k >= from) return k; return -1 }
function nothing(x) { if (x) return; println(x) }
probe begin {
	a[3] = 1
	while (1) { if (a[3]) break; continue }
	for (i = 0; i < 10; i++) { if (i == 2) continue; if (i == 5) break }
	foreach (k in a) { if (k) continue; break }
	nothing(first(0))
	if (a[3]) next
	println("unreachable")
}

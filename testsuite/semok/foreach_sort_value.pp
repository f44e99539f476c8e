# Sorting by value ascending ('a+') and descending ('a-'), in both the key and the value forms.
# expect-p2: hits[string]:long
global hits
probe perf.cpu_clock { hits[execname()]++ }
probe end {
	foreach (k in hits-) printf("%s %d\n", k, hits[k])
	foreach (k in hits+) printf("%s %d\n", k, hits[k])
	foreach (v = [k] in hits-) printf("%s %d\n", k, v)
}

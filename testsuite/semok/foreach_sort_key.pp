# Sorting by one key ascending ('k+') or descending ('k-'), for the first or a later key.
# expect-p2: a[string,long]:long
global a
probe perf.cpu_clock { a[execname(), cpu()]++ }
probe end {
	foreach ([name+, c] in a) printf("%s %d\n", name, c)
	foreach ([name, c-] in a) printf("%s %d\n", name, c)
	foreach (v = [name, c+] in a) printf("%d\n", v)
}

# An array may have up to five keys, each a long or a string.
# expect-p2: m[long,string,long,string,long]:long
# expect-p2: s[string,string,string,string,string]:aggregate
global m, s
probe begin {
	m[1, "a", 2, "b", 3] = 4
	s["a", "b", "c", "d", "e"] <<< 1
	if ([1, "a", 2, "b", 3] in m) delete m[1, "a", 2, "b", 3]
}

# The ternary's type is its branches' type; an untyped branch takes the other's type.
# expect-p2: locals: c:long, s:string, n:long, u:string
probe begin {
	c = cpu()
	s = c ? "odd" : "even"
	n = c > 1 ? c : 0
	s = c ? u : "x"
	if (n) u = s
}

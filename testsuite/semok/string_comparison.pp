# Strings compare with == != < > (and <= >=); the result is a long.
# expect-p2: locals: a:string, b:string, r:long
probe begin {
	a = execname(); b = "swapper"
	r = (a == b) + (a != b) + (a < b) + (a > b) + (a <= b) + (a >= b)
	if (a < "m") println(a)
}

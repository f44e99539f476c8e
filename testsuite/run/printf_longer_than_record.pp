# One printf printing more than an output record holds (3968 bytes) is
# printed whole, and a printf that does not fit what is left of the
# record starts the next piece: nothing is truncated or reordered.
# smoke
function fill:string(ch:string, n:long) {
	s = ""
	for (i = 0; i < n; i++)
		s .= ch
	return s
}
probe begin {
	a = fill("a", 255)
	b = fill("b", 255)
	printf("[%s|%s|%s|%s|%1000d|%-1000d|%1000x|%s]\n", a, b, a, b, 1, 2, 255, a)
	printf("%1000d%1000d%1000d\n", 3, 3, 3)
	printf("%1000d%1000d|%s\n", 4, 4, b)
	println(strlen(sprintf("%s%s%s", a, b, a)))
	exit()
}

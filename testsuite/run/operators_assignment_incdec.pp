# Compound assignments (+= -= *= /= %= <<= >>= &= |= ^=, value is the new value) and pre/post ++ -- on locals, globals and array elements.
// from compound_assignment
global g, arr
probe begin {
	x = 10
	x += 5; printf("%d ", x)
	x -= 20; printf("%d ", x)
	x *= -3; printf("%d ", x)
	x /= 4; printf("%d ", x)
	x %= 5; printf("%d ", x)
	x <<= 4; printf("%d ", x)
	x >>= 2; printf("%d ", x)
	x &= 6; printf("%d ", x)
	x |= 9; printf("%d ", x)
	x ^= 3; printf("%d\n", x)
	g = -9; g /= 2; g *= 3; printf("g=%d\n", g)
	arr["k"] += 7; arr["k"] *= 6; arr["k"] %= 8; printf("arr=%d\n", arr["k"])
	y = (x += 100); printf("%d %d\n", x, y)
	a = b = 4; printf("%d %d\n", a, b)
}
// from increment_decrement
global ia
probe begin {
	x = 5
	y = x++; printf("%d %d\n", y, x)
	y = ++x; printf("%d %d\n", y, x)
	y = x--; printf("%d %d\n", y, x)
	y = --x; printf("%d %d\n", y, x)
	g = 1; y = g++; z = ++g; printf("g=%d y=%d z=%d\n", g, y, z)
	y = ia["n"]++; printf("%d %d\n", y, ia["n"])
	y = ++ia["n"]; z = --ia["m"]; printf("%d %d %d\n", y, z, ia["m"])
	for (i = 0; i < 3; i++) printf("i%d", i)
	println("")
	while (x-- > 0) printf("x%d", x)
	printf(" end=%d\n", x)
}
probe begin(1) { exit() }

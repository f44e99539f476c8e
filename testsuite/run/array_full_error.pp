# Inserting a 4th element into 'global a[3]' is a runtime error; updating existing elements is not.
# status: 1
# stderr: ERROR:
# stderr: full
global a[3]
probe begin {
	a[1] = 1; a[2] = 2; a[3] = 3
	a[1] = 10; a[3]++
	printf("three: %d\n", a[1] + a[2] + a[3])
	x = a[99]
	printf("read of a missing element: %d\n", x)
	a[4] = 4
	println("not reached")
}
probe end { n = 0; foreach (k in a) n++; printf("end n=%d\n", n) }

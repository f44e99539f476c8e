# Inserting a 4th element into 'global a[3]' is a runtime error; updating existing elements is not.
# The error probe, then the end probe, run after it.
# status: 1
# stderr: ERROR:
# stderr: full
# stderr-re: ^ERROR: array 'a' is full: it holds 3 elements \(its declared capacity\) near /.*/array_full_error\.pp:14:2$
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
probe error { println("error probe") }
probe end { n = 0; foreach (k in a) n++; printf("end n=%d\n", n) }

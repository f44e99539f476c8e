# try/catch with the jumps that leave a try block (return, break, continue, next) and pmprobe's own runtime errors caught (array full, MAXNESTING): after each, errors outside the try are reported again.
# status: 1
# stderr: ERROR: division by zero near
global a[2], depth

function inner(k)
{
	try {
		if (k == 1)
			return 100
		error("inner fails")
	} catch (m) {
		return -1
	}
	return 0
}

function deep(d)
{
	depth++
	if (d < 0)
		return 0
	return deep(d + 1)
}

probe begin
{
	printf("%d %d\n", inner(1), inner(2))
	for (i = 0; i < 5; i++) {
		try {
			if (i == 1)
				continue
			if (i == 3)
				break
			printf("loop %d\n", i)
		} catch {
			println("not caught")
		}
	}
	try { a[1] = 1; a[2] = 2; a[3] = 3 } catch (e) { printf("caught: %s\n", e) }
	try { deep(0) } catch (e) { printf("caught: %s (depth %d)\n", e, depth) }
	try { next } catch { println("not caught") }
}

probe begin(1)
{
	println("after next")
	x = 0
	printf("%d\n", a[1] / x)
	println("not reached")
}

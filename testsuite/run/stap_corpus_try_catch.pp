# SystemTap corpus: try/catch around error() in a called function, with and without the message variable, nested, in a loop.
# Expected output (SystemTap 5.x): the language reference's "try/catch" statement:
# a run-time error in the try block (or in a function it calls)
# abandons the block and runs the catch block, with the variable, if
# given, set to the error's message (error(MSG)'s MSG: stapfuncs error);
# a caught error is not reported and does not end the script; an error in
# a catch block goes to the enclosing try.
global hits

function risky(n)
{
	if (n > 2)
		error(sprintf("too big: %d", n))
	return n * 10
}

probe begin
{
	for (i = 1; i <= 4; i++) {
		try {
			printf("risky(%d) = %d\n", i, risky(i))
			hits++
		} catch (msg) {
			printf("caught: %s\n", msg)
		}
	}
	try {
		x = 1
		y = 0
		printf("%d\n", x / y)
	} catch {
		println("caught a division")
	}
	try {
		try {
			error("first")
		} catch (m) {
			printf("inner: %s\n", m)
			error("second")
		}
	} catch (m2) {
		printf("outer: %s\n", m2)
	}
	printf("hits=%d\n", hits)
	exit()
}

# SystemTap corpus: error() raised in a function stops the handler; the error probe reports; the exit status is 1.
# Expected output (SystemTap 5.x): stapfuncs error(3stap): "An implicit
# exit() is scheduled", the message goes to stderr as "ERROR: MSG" and the
# handler is abandoned at the call; stapprobes(3stap): error probes run when
# the session ends after errors (end probes are skipped there, so this
# script has none).  Every global is read, so nothing is printed at exit.
# status: 1
# stderr: ERROR: division by zero requested
global attempts

function checked_div(a, b)
{
	if (b == 0)
		error("division by zero requested")
	return a / b
}

probe begin
{
	attempts++
	printf("%d\n", checked_div(10, 2))
	attempts++
	printf("%d\n", checked_div(1, 0))
	println("not reached")
}

probe error
{
	printf("error probe: attempts=%d\n", attempts)
}

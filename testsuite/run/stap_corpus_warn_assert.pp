# SystemTap corpus: warn() goes on, assert(expr, msg) of a true expression does nothing and of a false one is error(msg).
# Expected output (SystemTap 5.x): stapfuncs warn(3stap): "Send a line to
# the warning stream", prefixed "WARNING:", the script goes on; assert
# (tapset logging.stp): error(msg) when the expression is 0, so the handler
# is abandoned, the error probe runs and the exit status is 1 (stapfuncs
# error(3stap); stapprobes(3stap) "error").
# status: 1
# stderr: WARNING: careful
# stderr: ERROR: two is not below one
probe begin
{
	println("before")
	warn("careful")
	println("after")
	assert(1 == 1, "not raised")
	assert(2 < 1, "two is not below one")
	println("not reached")
}

probe error
{
	println("error probe")
}

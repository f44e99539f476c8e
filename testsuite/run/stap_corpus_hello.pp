# SystemTap corpus: the beginner's first script, println and exit() in begin.
# Expected output (SystemTap 5.x): println prints its argument and a newline
# (stapfuncs println(3stap)); exit() in a begin probe ends the session after
# the handler, then the end probes run (man stap, "exit").
probe begin
{
	println("hello world")
	exit()
}
probe end
{
	println("goodbye world")
}

# SystemTap corpus: begin and end probes with priorities, exit() in a begin probe with statements after it.
# Expected output (SystemTap 5.x): stapprobes(3stap): begin(N) and end(N)
# run in increasing order of N (default 0; stap's own testsuite,
# systemtap.base/be_order); man stap "exit": exit() lets the current handler
# finish and moves the session to stopping; a begin handler runs only while
# the session is starting (stap's translator, the probe prologue's session
# state check), so begin(10) does not run; the end probes do.
probe begin(10) { println("begin 10 (not run: exit() came first)") }
probe begin
{
	println("begin 0")
	exit()
	println("after exit(), same handler")
}
probe begin(-5) { println("begin -5") }
probe end(2) { println("end 2") }
probe end { println("end 0") }
probe end(-1) { println("end -1") }

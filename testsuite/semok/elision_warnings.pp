# SystemTap's elision warnings, each at its place: side-effect-free
# expression statements (calls of pure functions among them), an
# assignment to a local nothing reads, statements after a jump, and a
# function and a probe left with nothing to do.
# warning: 19:31: eliding a statement that is never reached: it follows 'return'
# warning: 18:22: eliding assignment to 'w': it is never read
# warning: 18:10: side-effect-free function 'idle'
# warning: 21:2: eliding side-effect-free expression
# warning: 22:2: eliding side-effect-free expression
# warning: 23:2: eliding side-effect-free expression
# warning: 24:4: eliding assignment to 'x': it is never read
# warning: 25:2: eliding side-effect-free expression
# warning: 31:2: eliding a statement that is never reached: it follows 'next'
# warning: 33:13: eliding side-effect-free expression
# warning: 33:1: side-effect-free probe 'end': its body is empty; its probe point still fires
global g, a
function twice(v) { return v * 2 }
function idle(v) { w = v }
function first(v) { return v; v = 2 }
probe begin {
	g + 1;
	a[1];
	twice(3);
	x = first(4)
	idle(5)
	exit()
}
probe timer.s(1) {
	a[2] = 1
	next
	g = 2
}
probe end { 1 + 2; }

# What has an effect is never elided, so draws no elision warning (the
# golden test elision.pp shows the code kept): exit(), output, writes to
# globals and arrays, <<<, delete, a call of a function that prints or
# writes a global (transitively), an assignment whose local is read.
# no-warning: eliding
# warning: 20:1: side-effect-free probe 'end': its body is empty; its probe point still fires
global g, a, st
function say(v) { printf("%d\n", v) }
function bump() { g++ }
function indirect() { bump() }
probe begin {
	x = 1
	exit()
	say(x);
	indirect();
	a[x] = g
	st <<< 1
	delete a
}
probe end { }

# break and continue outside a loop are errors, in functions and in probes.
# error: 'continue' outside a loop
# error: 'break' outside a loop
# at: 5:16
function f() { continue }
probe begin {
	break
}
probe end { f() }

# foreach keys must be locals, not parameters or globals.
# error: foreach key 'p' must be a local variable, not a parameter
# error: foreach key 'k' must be a local variable, not a global
# at: 6:26
global k, a
function f(p) { foreach (p in a) { } }
probe begin { a[1] = 1 }
probe end { foreach (k in a) { } }
probe error { f(1) }

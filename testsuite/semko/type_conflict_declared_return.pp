# A declared result type is checked at every return.
# error: type conflict: f() returns a string here
# error: return without a value in g(), which returns a string
# note: 6:10: but a long here
# at: 6:28
function f:long() { return "s" }
function g:string() { return }
probe begin { x = f(); s = g() }

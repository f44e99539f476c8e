# A function that returns a long in one place cannot return a string in another.
# error: type conflict: f() returns a string here
# note: 5:31: but a long here
# at: 5:41
function f(x) { if (x) return 1; return "s" }
probe begin { println(f(1)) }

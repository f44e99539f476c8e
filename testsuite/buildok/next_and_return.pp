# next leaves a probe; return leaves a function.
function f(x) { if (x) return 1; return 2 }
probe begin { if (f(0) == 2) next; println("not here") }
probe end { println(f(1)) }

# Calls inside keys and arguments are evaluated left to right.
global a
function f(x) { return x * 2 }
probe begin { a[f(1), f(f(2))] = f(3) + f(4); exit() }

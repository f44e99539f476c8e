# The result of a function that returns nothing cannot be used.
# error: f() returns no value
# at: 5:19
function f() { println("x") }
probe begin { x = f() }

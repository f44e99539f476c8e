# A declared parameter type is checked at calls.
# error: type conflict: parameter 'a' of f() is a long, but a string is passed here
# note: 5:12: 'a' is a long because of this use
# at: 6:17
function f(a:long) { return a }
probe begin { f("x") }

# A parameter name used twice in one function is an error.
# error: parameter 'a' given twice
# at: 4:15
function f(a, a) { return 1 }
probe begin { f(1, 2) }

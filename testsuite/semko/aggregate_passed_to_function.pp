# An aggregate cannot be passed to a function or returned from one: it is reported at the argument and at the return.
# error: 'st' is an aggregate: read it with @count, @sum, @min, @max, @avg, @variance or a histogram
# error: an aggregate cannot be passed to a function
# error: a function cannot return an aggregate
# at: 8:27
global st
function f(a) { return a }
probe begin { st <<< 1; f(st) }
function g() { return st }
probe end { g() }

# Calls nested 41 deep to a function that returns nothing, passed where it
# takes a long: one type conflict, found at once.  Pass 2 used to infer
# each level's argument again because its known type was not the
# parameter's, doubling its time per level (a fuzzer timeout).
# error: type conflict: parameter 'x' of f() is a long, but no value is passed here
# at: 8:103
function f(x) { x }
probe begin { println(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(1)))))))))))))))))))))))))))))))))))))))))) }

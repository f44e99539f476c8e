# Recursion with string and long parameters.
# flags: -D MAXNESTING=30
function fact(n) { return n <= 1 ? 1 : n * fact(n - 1) }
function rep:string(s:string, n:long) { return n ? s . rep(s, n - 1) : "" }
probe begin { println(fact(20)); println(rep("ab", 5)); exit() }

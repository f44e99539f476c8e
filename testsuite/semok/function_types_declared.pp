# Declared types are kept and checked; a declared function may mix typed and untyped parameters.
# expect-p2: f:long(a:long, s:string)
# expect-p2: g:string(n:long, t:string)
# expect-p2: h:long()
function f:long(a:long, s:string) { return a + strlen(s) }
function g:string(n, t:string) { return sprintf("%d%s", n, t) }
function h:long() { return 7 }
probe begin { println(f(1, "ab")); println(g(h(), "x")) }

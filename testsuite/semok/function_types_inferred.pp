# Untyped functions get their parameter and result types from calls and returns; void functions are 'void'.
# expect-p2: add:long(a:long, b:long)
# expect-p2: greet:string(who:string)
# expect-p2: show:void(x:long)
# expect-p2: ident:string(v:string)
function add(a, b) { return a + b }
function greet(who) { return "hello " . who }
function show(x) { printf("%d\n", x) }
function ident(v) { return v }
probe begin { show(add(1, 2)); println(greet(execname())); s = ident("x") }

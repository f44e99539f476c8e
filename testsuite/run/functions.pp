# Script functions: recursion (fib, fact; fact(10) nests exactly MAXNESTING=10 deep), own locals per call, string results as temporaries, left-to-right evaluation of arguments and operands.
# Unoptimized: noret() and g() have no effect, and their calls, which
# this test is about, would be elided.
# flags: -u
// from function_recursion
function fib(n) { if (n < 2) return n; return fib(n - 1) + fib(n - 2) }
function fact:long(n:long) { if (n <= 1) return 1; return n * fact(n - 1) }
function rep:string(s:string, n:long) { r = ""; while (n-- > 0) r .= s; return r }
function count_down(n) { if (n == 0) return "0"; return sprintf("%d,", n) . count_down(n - 1) }
function noret(x) { x = x * 2 }
probe begin {
	printf("fib(1..8): %d %d %d %d %d %d %d %d\n", fib(1), fib(2), fib(3), fib(4), fib(5), fib(6), fib(7), fib(8))
	printf("fact(5)=%d fact(9)=%d fact(10)=%d\n", fact(5), fact(9), fact(10))
	println(rep("ab", 3), "|", rep("x", 0), "|")
	println(count_down(5))
	x = 4; noret(x); printf("x=%d\n", x)
}
// from function_locals_frames
function f(n) { x = n * 10; s = sprintf("s%d", n); if (n > 0) f(n - 1); printf("%d:%d:%s ", n, x, s); return x }
function g() { i = 100; return i }
probe begin {
	r = f(3)
	printf("\nr=%d\n", r)
	for (i = 0; i < 3; i++) g()
	printf("i=%d\n", i)
}
// from function_string_temporaries
function tag(s) { return "<" . s . ">" }
function num(n) { return sprintf("%d", n) }
function pick(c, a, b) { return c ? a : b }
probe begin {
	println(tag("a") . tag("b") . tag("c"))
	printf("%s %s %s\n", tag("x"), tag("y"), num(3))
	s = sprintf("%s-%s", sprintf("%d", 1), sprintf("%d", 2))
	println(s)
	println(tag(tag(tag("deep"))))
	printf("%d %d\n", tag("a") == tag("a"), tag("a") < tag("b"))
	println(pick(1, num(10), num(20)), pick(0, num(10), num(20)))
	println(substr(tag("abc"), 1, 3) . substr(tag("xyz"), 1, 3))
}
// from eval_order_left_to_right
global trace
function t(x) { trace .= sprintf("%d", x); return x }
function ts(x) { trace .= sprintf("%d", x); return sprintf("<%d>", x) }
function three(a, b, c) { return a * 100 + b * 10 + c }
probe begin {
	printf("%d %d %d\n", t(1), t(2), t(3)); println(trace); trace = ""
	s = sprintf("%s%s", ts(1), ts(2)); println(s, " ", trace); trace = ""
	x = t(1) + t(2) * t(3); println(x, " ", trace); trace = ""
	s = ts(1) . ts(2) . ts(3); println(s, " ", trace); trace = ""
	x = three(t(1), t(2), t(3)); println(x, " ", trace); trace = ""
	x = t(1) < t(2); println(x, " ", trace); trace = ""
}
probe begin(1) { exit() }

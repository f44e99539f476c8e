# && || ! give 0 or 1 and short-circuit; comparisons < <= > >= == != give 1 or 0; the ternary evaluates only the branch it picks.
// from logical_short_circuit
global calls
function t(v) { calls++; return v }
probe begin {
	printf("%d %d %d %d\n", 1 && 1, 1 && 0, 0 || 0, 0 || 5)
	printf("%d %d %d\n", !0, !7, !!-3)
	calls = 0; r = 0 && t(1); printf("r=%d calls=%d\n", r, calls)
	calls = 0; r = 1 || t(1); printf("r=%d calls=%d\n", r, calls)
	calls = 0; r = 1 && t(2); printf("r=%d calls=%d\n", r, calls)
	calls = 0; r = 0 || t(0); printf("r=%d calls=%d\n", r, calls)
	calls = 0; r = t(0) && t(1) || t(3); printf("r=%d calls=%d\n", r, calls)
	x = 0; if (x != 0 && 10 / x > 1) println("bad"); else println("guarded")
	s = ""; if (s == "" || strlen(s) > 3) println("empty")
}
// from ternary_comparisons
global side
function f(v) { side++; return v }
probe begin {
	a = 3; b = 5
	printf("%d %d %d %d %d %d\n", a < b, a <= b, a > b, a >= b, a == b, a != b)
	printf("%d %d %d\n", a <= 3, a >= 3, -1 < 0)
	printf("%d\n", 1 < 2 == 1)
	printf("%s %s\n", a > b ? "a" : "b", a < b ? "a" : "b")
	printf("%d\n", a > 1 ? b > 10 ? 1 : 2 : 3)
	side = 0; r = 1 ? f(10) : f(20); printf("%d %d\n", r, side)
	x = a ? a * 2 : -1; printf("%d\n", x)
}
probe begin(1) { exit() }

# break, continue, next and return (with and without a value), with and without semicolons; empty statements and nested blocks.
function f(x) { if (x) return x; return 0 }
function g() { return }
function h() { return; }
probe begin {
	while (1) { break }
	while (1) { continue; }
	{ { ; } }
	;
	if (f(1)) next;
	g()
	next
}

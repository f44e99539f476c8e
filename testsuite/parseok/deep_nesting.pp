# Deeply nested blocks, parentheses and calls parse and print back with correct indentation.
function id(x) { return x }
probe begin {
	x = ((((((((((1))))))))))
	y = id(id(id(id(id(id(id(id(1))))))))
	if (x) { if (y) { while (x) { for (;;) { foreach (k in a) { if (k) { { x = 0; break } } } } } } }
}
global a

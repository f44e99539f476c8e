# if, if/else, else-if chains, and the dangling else (which binds to the nearest if), with and without braces.
probe begin {
	x = 3
	if (x) println("a")
	if (x > 1) println("b"); else println("c")
	if (x == 1) { println("one") } else if (x == 2) { println("two") } else println("many")
	if (x) if (x > 5) println("big") else println("small")
	if (x) { if (x > 5) println("big") } else println("zero")
	if (!x) ; else { }
}

# if/else chains, while, for, break, continue, nested loops, blocks, and next (leaves the handler; other probes still run).
// from control_flow
function classify(n) {
	if (n < 0) return "neg"
	else if (n == 0) return "zero"
	else if (n < 10) { return "small" }
	else return "big"
}
probe begin {
	printf("%s %s %s %s\n", classify(-5), classify(0), classify(3), classify(99))
	i = 0
	while (1) { i++; if (i > 5) break; if (i % 2) continue; printf("w%d ", i) }
	println("")
	for (i = 0; i < 4; i++) { for (j = 0; j < 4; j++) { if (j > i) break; printf("%d%d ", i, j) } }
	println("")
	for (;;) { i--; if (i == 0) break }
	printf("i=%d\n", i)
	k = 3
	while (k) k--
	;;
	{ { printf("k=%d\n", k) } }
	if (k) println("no") else { println("else") }
	m = 0; for (n = 0; n < 3; n++) m += n
	printf("m=%d\n", m)
}
// from next_statement
global n
probe begin { println("one"); if (1) next; println("not printed") }
probe begin { n = 3; while (1) { if (--n == 0) next; printf("n=%d\n", n) } }
probe begin(1) { println("two"); exit() }

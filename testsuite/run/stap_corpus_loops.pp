# SystemTap corpus: for, while, break, continue, nested loops, an endless loop left with break, a loop over foreach with break and continue.
# Expected output (SystemTap 5.x): the language reference's "Statement
# types" (for, while, break, continue as in C; foreach).  The values are
# arithmetic.
global fruit

probe begin
{
	sum = 0
	for (i = 1; i < 20; i++) {
		if (i % 2 == 0)
			continue
		if (i % 5 == 0)
			continue
		sum += i
		if (sum > 50)
			break
	}
	printf("i=%d sum=%d\n", i, sum)

	n = 5
	s = ""
	while (n > 0) {
		s .= sprintf("%d", n)
		n--
	}
	println(s)

	for (r = 1; r <= 3; r++) {
		line = ""
		for (c = 1; c <= 3; c++)
			line .= sprintf("%3d", r * c)
		println(line)
	}

	n = 6
	steps = 0
	while (n != 1) {
		n = n % 2 ? 3 * n + 1 : n / 2
		steps++
	}
	printf("collatz(6) takes %d steps\n", steps)

	k = 0
	while (1) {
		if (++k >= 4)
			break
	}
	println(k)

	fruit["apple"] = 1; fruit["banana"] = 2; fruit["cherry"] = 3; fruit["date"] = 4
	foreach (f+ in fruit) {
		if (f == "banana")
			continue
		if (f == "date")
			break
		printf("fruit %s\n", f)
	}
	exit()
}

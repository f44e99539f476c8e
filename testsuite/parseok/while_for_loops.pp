# while and for loops, for with every part omitted, empty bodies, break and continue inside them.
probe begin {
	i = 0
	while (i < 10) { i++; if (i % 2) continue; if (i > 6) break }
	while (0) ;
	for (j = 0; j < 5; j++) println(j)
	for (; i > 0; ) i--
	for (;;) { break }
	for (k = 10; k; k -= 2) { continue }
}

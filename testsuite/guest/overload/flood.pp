# Prints far faster than a reader drains a small buffer: 3 KB a sample.
global n
probe perf.cpu_clock(100000) {
	n++
	for (i = 0; i < 30; i++)
		printf("%d %s\n", i, "flooding the buffer with a long line of text, 100 bytes or so, again and again")
}

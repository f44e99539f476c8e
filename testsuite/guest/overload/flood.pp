# Prints far faster than a reader drains a small buffer: 3 KB a sample.
# n counts the handler's own runs (printed at exit: written, never read):
# the ground truth that every run's record was either read or dropped.
global n
probe perf.cpu_clock(100000) {
	n++
	for (i = 0; i < 30; i++)
		printf("%d %s\n", i, "flooding the buffer with a long line of text, 100 bytes or so, again and again")
}

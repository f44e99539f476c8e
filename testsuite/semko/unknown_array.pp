# Arrays must be declared as globals, whether read, written, tested, iterated or deleted.
# error: unknown array 'counts': arrays must be declared with 'global counts'
# at: 5:2
probe begin {
	counts[1] = 1
	foreach (k in others) println(k)
	delete gone[1]
}

# begin prints 16 times more than a 64 KB buffer holds: the loader reads
# while begin runs, begin waits for room (process context), nothing is
# lost and nothing hangs.
# flags: -D MAXACTION=1000000
# run: -s 64K
probe begin {
	for (i = 1; i <= 20000; i++)
		printf("line %d %s\n", i, "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")
	exit()
}
probe end { println("end") }

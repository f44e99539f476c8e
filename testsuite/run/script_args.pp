# $N are integer literals and @N string literals from the command line (# args), usable in expressions and probe points.
# args: 42 hello -5 2000000
probe begin {
	printf("%d %s %d\n", $1, @2, $3)
	printf("%d [%s] [%s]\n", $1 * 2 + $3, @1 . @2, @3)
	printf("%d\n", strlen(@2))
}
global done
probe perf.cpu_clock($4) { if (done) next; done = 1; printf("period=%d\n", sample_period()); exit() }

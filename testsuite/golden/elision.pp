# Golden: elision.  The side-effect-free statement, the assignment to a
# local nothing reads (its call, which prints, stays), the pure call and
# the statement after 'next' are not in the C; exit() and the printing
# call are.  With -u (elision_unoptimized.c) they all are.
# variant: elision_unoptimized -u
global hits
function twice(v) { return v * 2 }
function say(v) { printf("%d\n", v); return v }
probe timer.ms(10) {
	hits + 1;
	unread = say(hits)
	twice(3);
	hits++
	if (hits > 2)
		exit()
	next
	printf("never\n")
}

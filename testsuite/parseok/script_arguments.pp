# $1..$9 and @1..@9 parse anywhere an expression can go and as probe point arguments; pass 1 does not need their values.
probe perf.cycles($1), perf.breakpoint(@2).rw.len($3), timer.ms($9) {
	x = $1 + $2 * $3 - $9
	s = @1 . @2 . @9
	if ($4 > 0) println(@5)
	printf("%d %s %d %s\n", $6, @6, $7, @8)
}

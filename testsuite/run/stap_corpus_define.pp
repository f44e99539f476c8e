# SystemTap corpus: preprocessor macros with and without parameters, a macro using another, a macro expanding to a statement.
# Expected output (SystemTap 5.x): the language reference's "Preprocessor
# macros" section: @define NAME %( BODY %) and @define NAME(a, b) %( ... @a
# ... %), used as @NAME and @NAME(args); the body's tokens replace the use.
@define MAX_DEPTH %( 3 %)
@define square(x) %( ((@x) * (@x)) %)
@define cube(x) %( (@square(@x) * (@x)) %)
@define greet(who) %( printf("hello, %s\n", @who) %)
@define between(v, lo, hi) %( (@v >= @lo && @v <= @hi) %)

probe begin
{
	printf("depth=%d\n", @MAX_DEPTH)
	printf("%d %d %d\n", @square(7), @square(2 + 3), @cube(3))
	@greet("world")
	picked = ""
	for (i = 0; i < 6; i++)
		if (@between(i, 2, 4))
			picked .= sprintf("[%d]", i)
	println(picked)
	exit()
}

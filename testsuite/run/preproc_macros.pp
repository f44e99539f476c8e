# Macros and argument counts in a module, on 6.1 and 6.12: parameters, nested uses, a use inside another's argument, a conditional inside a body selected per use, $# and @#.
# args: 5 five
# smoke
@define add(a, b) %( ((@a) + (@b)) %)
@define twice(x) %( @add(@x, @x) %)
@define name(n) %( %( @n == 1 %? "one" %: %( @n == 2 %? "two" %: "many" %) %) %)
@define show(fmt, v) %( printf(@fmt "\n", @v) %)
probe begin {
	@show("add %d", @add(2, 3))
	@show("twice %d", @twice(@add(1, 2)))
	@show("names %s", @name(1) . " " . @name(2) . " " . @name(3))
	@show("args %d", $# * 10 + $1)
	@show("argc %s", "@# is " . @# . ", @2 is " . @2)
	%( $# >= 2 && @2 == "five" %? @show("%s", "two args") %: @show("%s", "other") %)
	%( kernel_v >= "6.1" %? @show("%s", "6.1 or later") %: @show("%s", "older") %)
	exit()
}

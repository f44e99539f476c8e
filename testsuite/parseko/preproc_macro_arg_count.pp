# A macro used with the wrong number of arguments: the error at the use, a note at the definition.
# error: macro '@add' takes 2 arguments, given 3
# at: 7:6
# note: 5:9: '@add' is defined here
@define add(a, b) %( @a + @b %)
probe begin {
	x = @add(1, 2, 3)
}

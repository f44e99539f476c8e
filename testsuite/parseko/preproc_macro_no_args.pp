# A macro with parameters used without '(' is an error at the use, with a note at the definition.
# error: macro '@add' takes 2 arguments: expected '(' after its name
# at: 7:6
# note: 5:9: '@add' is defined here
@define add(a, b) %( @a + @b %)
probe begin {
	x = @add
}

# A syntax error in a macro's tokens is reported at the use, with a note where the definition wrote the token.
# error: syntax error, unexpected '*'
# at: 7:10
# note: 5:22: in the expansion of macro '@bad', defined here
@define bad %( 1 + + * 2 %)
probe begin {
	x = 1 + @bad
}

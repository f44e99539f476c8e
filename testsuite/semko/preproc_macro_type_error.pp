# A type error in tokens a macro's body made is reported at the use, with a note where the definition wrote them.
# error: a long is needed here, but this is a string
# at: 7:2
# note: 5:24: in the expansion of macro '@bump', defined here
@define bump(v) %( y = "n" + @v %)
probe begin {
	@bump(1)
	println(y)
}

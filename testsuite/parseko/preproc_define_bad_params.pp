# A macro's parameters are names separated by commas: a trailing comma is one error, and its body goes with it.
# error: malformed parameter list of macro '@m': expected '(NAME, NAME, ...)'
# at: 4:13
@define m(a,) %( @a %)
probe begin { }

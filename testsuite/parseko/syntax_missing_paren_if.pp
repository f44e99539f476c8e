# 'if' without parentheses is a syntax error that names what was expected.
# error: syntax error, unexpected identifier, expecting '('
# at: 5:5
probe begin {
	if x { y = 1 }
}

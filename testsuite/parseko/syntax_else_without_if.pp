# 'else' with no 'if' before it is a syntax error.
# error: syntax error, unexpected else
# at: 5:2
probe begin {
	else x = 1
}

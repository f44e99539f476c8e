# Keywords cannot be used as variable names.
# error: syntax error, unexpected limit
# at: 5:2
probe begin {
	limit = 3
}

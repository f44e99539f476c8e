# A file that ends inside a probe reports the unexpected end of file.
# error: syntax error, unexpected end of file
# at: 5:7
probe begin {
	x = 1

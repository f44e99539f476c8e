# Two syntax errors inside one probe body: recovery at ';' lets the second be reported too.
# error: syntax error, unexpected '*'
# error: syntax error, unexpected ',', expecting '('
# at: 6:6
probe begin {
	x = * 2;
	if , (x) y = 1;
	z = 3
}

# Prefix operators - + ! ~ on simple operands, stacked, and on literals ('- -x' stays two operators).
probe begin {
	a = 5
	x = -a
	x = +a
	x = !a
	x = ~a
	x = - -a
	x = -+a
	x = !!a
	x = ~~a
	x = !~a
	x = -5
	x = - 5
	x = a - -5
	x = a + +a
}

# A call with the wrong number of arguments names the expected count (the note shows the definition).
# error: add() takes 2 arguments, 1 given
# error: substr() takes 3 arguments, 2 given
# error: cpu() takes 0 arguments, 1 given
# at: 8:6
function add(a, b) { return a + b }
probe begin {
	x = add(1)
	s = substr("abc", 1)
	c = cpu(0)
}

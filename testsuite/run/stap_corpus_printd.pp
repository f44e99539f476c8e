# SystemTap corpus: printd, printdln and sprintd with strings and numbers, e.g. for CSV lines from a foreach.
# Expected output (SystemTap 5.x): the language reference's "Formatted
# output" section: printd takes a delimiter (a string literal) and two or
# more values and prints them with the delimiter between them; printdln
# also prints a newline; sprintd returns what printd would print.
global hits

probe begin
{
	printd(", ", 1, "two", 3)
	println("")
	printdln(" | ", "a", 42, -1)
	s = sprintd("-", 2024, 11, "25")
	println(s, " is ", strlen(s), " long")
	hits["read", 1] = 10
	hits["write", 2] = 20
	println("op,fd,count")
	foreach ([op, fd] in hits-)
		printdln(",", op, fd, hits[op, fd])
	exit()
}

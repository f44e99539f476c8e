# Each argument's type must match its conversion: a string for %s, a long for the others.
# error: a long is needed here, but this is a string
# error: a string is needed here, but this is a long
# at: 6:17
probe begin {
	printf("%d\n", "text")
	printf("%s\n", 42)
	printf("%c %x\n", "a", "b")
}

# %#c (the character escaped, as SystemTap escapes it) in printf, sprintf and a printf long enough to be emitted one conversion at a time.
global s
probe begin {
	printf("%#c %-#4c %#3c %c\n", 10, 39, 200, 65)
	s = sprintf("[%#c]", 0)
	printf("%s%s%s%s%s%s%s%s%s%s%s%s%s%s%s%s %#5c\n", s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, 9)
	exit()
}

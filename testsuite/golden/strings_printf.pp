# Golden: strings, concatenation, sprintf/printf translation, a checked division.
global total
probe begin {
	s = "a\"b" . sprintf("%5d|%-3s|%p", 42, "x", 16)
	printf("%s %c %x %%\n", s, 65, total / (total - 1))
	exit()
}

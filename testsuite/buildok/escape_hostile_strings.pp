# String literals that would break out of C if not escaped.
probe begin {
	println("quote \" backslash \\ comment */ /* trigraph ??= percent %d %s newline\n tab\t")
	printf("%s|%%|\n", "*/ \" %{ %} \\")
	exit()
}

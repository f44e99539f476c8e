# SystemTap corpus: a word count with tokenize() and an array, CSV fields with empty ones, several delimiters.
# Expected output (SystemTap 5.x): stapfuncs tokenize(3stap): "Return the
# next non-empty token in a string": the first call takes the string, a call
# with "" continues it, empty tokens are skipped, any byte of DELIM splits,
# "" when none is left; foreach sorted by value and by key (the language
# reference's "foreach"); the counts sorted on are distinct.
global words

probe begin
{
	text = "the cat and the dog and the bird"
	tok = tokenize(text, " ")
	while (tok != "") {
		words[tok]++
		tok = tokenize("", " ")
	}
	foreach (w in words- limit 2)
		printf("%s x%d\n", w, words[w])
	foreach (w+ in words)
		printf("%s=%d\n", w, words[w])

	line = "alpha,,beta,gamma,"
	for (f = tokenize(line, ","); f != ""; f = tokenize("", ","))
		printf("<%s>", f)
	println("")

	n = 0
	for (p = tokenize("a:b;c::d", ":;"); p != ""; p = tokenize("", ":;"))
		n++
	printf("%d parts\n", n)
	exit()
}

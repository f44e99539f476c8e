# SystemTap corpus: string functions (strlen, substr, isinstr, str_replace, stringat, isdigit, sprint, sprintln), concatenation with . and .=, string comparison.
# Expected output (SystemTap 5.x): stapfuncs (tapset string.stp):
# substr(str, start, length) is 0-based and clipped to the string,
# isinstr returns 1 or 0, str_replace replaces every occurrence, stringat
# returns the byte's code, isdigit tests the first character; sprint and
# sprintln return what print and println would print; strings compare
# byte-wise (the language reference's "Comparison" operators).
probe begin
{
	s = "The quick brown fox"
	println(strlen(s))
	println(substr(s, 4, 5))
	println(substr(s, 16, 100))
	println(isinstr(s, "brown"))
	println(isinstr(s, "cat"))
	println(str_replace(s, "fox", "dog"))
	println(str_replace("a-b-c", "-", " + "))
	t = "abc"
	t .= "def"
	println(t)
	u = t . "-" . substr(s, 0, 3)
	println(u)
	if ("apple" < "banana")
		println("apple sorts first")
	if (t == "abcdef")
		println("equal")
	if (t != "abc")
		println("not equal")
	println(stringat("ABC", 1))
	println(isdigit("42abc"), " ", isdigit("x1"))
	empty = ""
	println(strlen(empty))
	v = sprint("n", 7)
	println(v)
	print(sprintln("one") . sprintln("two"))
	exit()
}

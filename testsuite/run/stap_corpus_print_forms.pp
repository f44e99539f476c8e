# SystemTap corpus: print and println with several arguments, sprint, adjacent string literals joined, println of a number.
# Expected output (SystemTap 5.x): stapfuncs print(3stap)/println: each
# argument printed in turn with no separator (println adds a newline);
# sprint returns what print prints; the language reference's "Literals":
# adjacent string literals are concatenated, as in C.
probe begin
{
	print("a", "b", 1, 2, "\n")
	println("x=", 5)
	print(42)
	print("\n")
	s = sprint("n", 7)
	println(s)
	println("long " "string " "literal")
	printf("%s\n", "split across "
	       "two lines")
	println(-3)
	exit()
}

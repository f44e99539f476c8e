# SystemTap corpus: foreach sorted by key and by value, ascending and descending, limit (literal and expression), the value variable form.
# Expected output (SystemTap 5.x): the language reference's "foreach" section:
# "+" or "-" after the array sorts by value, after a key by that
# key; "limit N" stops after N elements; foreach (v = k in a) binds the
# value too.  Strings sort by strcmp, numbers numerically.  No two values
# are equal, so each order is fully defined.
global score, sq

probe begin
{
	score["alice"] = 82
	score["bob"] = 95
	score["carol"] = 71
	score["dave"] = 88
	score["eve"] = 64

	println("by name:")
	foreach (name+ in score)
		printf("  %-5s %d\n", name, score[name])
	println("by name, descending:")
	foreach (name- in score)
		printf("  %-5s %d\n", name, score[name])
	println("top 3:")
	foreach (name in score- limit 3)
		printf("  %-5s %d\n", name, score[name])
	n = 2
	println("bottom 2:")
	foreach ([name] in score+ limit n)
		printf("  %-5s %d\n", name, score[name])
	println("value variable:")
	foreach (s = name in score+)
		printf("  %d %s\n", s, name)

	for (i = 1; i <= 5; i++)
		sq[i] = i * i
	line = ""
	foreach (i- in sq)
		line .= sprintf(" %d^2=%d", i, sq[i])
	println("squares:" . line)
	exit()
}

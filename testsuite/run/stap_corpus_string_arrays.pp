# SystemTap corpus: an array of strings keyed by strings, sorted by key and by (string) value, with printf padding.
# Expected output (SystemTap 5.x): the language reference's "foreach":
# sorting compares strings byte-wise (strcmp), values with "+"/"-" after the
# array, keys with "+"/"-" after the key; %-18s pads on the right.
global owner

probe begin
{
	owner["/etc/passwd"] = "root"
	owner["/home/ann/notes"] = "ann"
	owner["/home/bob/todo"] = "bob"
	owner["/tmp/x"] = "zed"
	foreach (f+ in owner)
		printf("%-18s %s\n", f, owner[f])
	println("--")
	foreach (f in owner-)
		printf("%s owns %s\n", owner[f], f)
	println("--")
	foreach (f- in owner limit 1)
		printf("last path: %s\n", f)
	exit()
}

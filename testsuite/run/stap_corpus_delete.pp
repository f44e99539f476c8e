# SystemTap corpus: delete of one element, of a whole array and of a scalar; reading a missing element; membership before and after.
# Expected output (SystemTap 5.x): the language reference's "delete"
# statement (an element, all elements, or a scalar reset to 0 / "") and
# "Associative arrays": reading a missing element gives 0 and adds nothing;
# "in" gives 1 or 0.
global cache, total, label

probe begin
{
	for (i = 1; i <= 5; i++)
		cache[i] = i * 11
	delete cache[3]
	printf("3 in cache: %d, 4 in cache: %d\n", 3 in cache, 4 in cache)
	line = ""
	foreach (k+ in cache)
		line .= sprintf(" %d:%d", k, cache[k])
	println("left:" . line)
	printf("cache[3] reads as %d\n", cache[3])
	if (!(3 in cache))
		println("reading did not add it")
	delete cache
	n = 0
	foreach (k in cache)
		n++
	printf("after delete: %d elements\n", n)
	total = 99
	label = "old"
	delete total
	delete label
	printf("total=%d label=\"%s\"\n", total, label)
	cache[7] = 1
	foreach (k in cache)
		printf("only %d\n", k)
	exit()
}

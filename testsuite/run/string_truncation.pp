# With MAXSTRINGLEN=16 strings hold at most 15 bytes: literals, concatenation, sprintf and array keys/values are cut, not an error; the exit report counts the five values cut (s, t, u, the key inserted, its value) and names the limit.
# flags: -D MAXSTRINGLEN=16
# stderr: pmprobe: 5 string values were cut at MAXSTRINGLEN (a string holds MAXSTRINGLEN - 1 bytes): raise the limit with -D MAXSTRINGLEN=N
global a
probe begin {
	s = "abcdefghijklmnopqrstuvwxyz"
	printf("%s %d\n", s, strlen(s))
	t = "0123456789"
	t .= t
	printf("%s %d\n", t, strlen(t))
	u = sprintf("%d-%d", 1234567890, 1234567890)
	printf("%s %d\n", u, strlen(u))
	a["key-is-way-too-long-for-sixteen"] = "value-is-also-far-too-long"
	foreach (k in a) printf("%s=%s\n", k, a[k])
	printf("%d\n", ["key-is-way-too-l"] in a)
	exit()
}

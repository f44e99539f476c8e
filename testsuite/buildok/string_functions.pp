# String functions and comparisons.
probe begin {
	s = "hello world"
	printf("%d %s %d %d\n", strlen(s), substr(s, 6, 5), isinstr(s, "wor"), strtol("0x1f", 16))
	if (s < "z" && s != "" && s == "hello world" && !(s > "zz") && s <= s && s >= s) println("ok")
	exit()
}

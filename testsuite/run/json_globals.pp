# -f json: the globals printed at exit (written, never read), each one
# line {"type":"global","data":{NAME:VALUE}} in declaration order: numbers
# as numbers, strings as strings, an aggregate as {"count","min","max",
# "sum","avg"} ({"count":0} when empty), an array as an object keyed by
# its keys joined with ",", largest value first as the text dump orders
# it (autoprint_globals.pp has the same script's text).  A string key
# with a quote and a comma comes through as it is; "big" (200 elements
# of a 32-byte string, about 7 KB of fields in the kernel, over the
# 3968-byte record) comes in pieces, put back together by the loader;
# its values are equal, so its elements keep the order they were stored.
# run.sh also parses every line with python3's json module.
global n, s, arr, st, names, multi, empty, stats, odd, big, neg, flag
probe begin {
	n = 5; s = "text"
	arr["a"] = 1; arr["b"] = 3; arr["c"] = 2
	st <<< 1; st <<< 4; st <<< 2; st <<< 3
	names[1] = "b"; names[2] = "c"; names[3] = "a"
	multi["key", 3] = 7; multi["k2", -1] = 9
	stats["x"] <<< 10; stats["y"] <<< 1; stats["y"] <<< 3
	odd["a\",b"] = 1
	for (i = 0; i < 200; i++) big[i] = "0123456789abcdef0123456789abcdef"
	neg = -1
	flag = 0
	if (flag) empty <<< 1   # read: flag is not printed; empty stays empty
	exit()
}
# run: -f json

# 'in' with one key and with several keys; the keys' types must match the array's.
# expect-p2: one[long]:long
# expect-p2: three[string,long,string]:long
global one, three
probe begin {
	one[1] = 1; three["a", 2, "b"] = 3
	if (1 in one) println("1")
	if (["a", 2, "b"] in three) println("3")
	if (!([execname(), pid(), "x"] in three)) println("not")
}

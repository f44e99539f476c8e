# Globals written but never read are printed at exit (scalars, strings, arrays largest value first, aggregates); a global whose value is read, also through if (!once++) or x = (g = 3), is not.
# Expected output: SystemTap's rules for unread globals (elaborate.cxx,
# add_global_var_display; the language reference: "Global variables which
# are written but never read will be displayed automatically at session
# shutdown"): declaration order; numbers with "=%d" as SystemTap 5.x
# prints every global that does not hold a DWARF pointer ("n=5", -1 as
# -1, 0 as 0; only the empty aggregate's hard-wired "@count=0x0" keeps
# hex); strings in double quotes with "%#s", which escapes nothing in its
# runtime (vsprintf.c, _stp_vsprint_memory); array keys %#d or quoted,
# each array sorted by
# decreasing value (foreach ... in a-), arrays of aggregates by @count;
# aggregates "@count=%d @min=%d @max=%d @sum=%d @avg=%d", an empty scalar
# one "NAME @count=0x0".
# smoke
global n, s, arr, st, names, multi, empty, stats, readme, once, gv, cnt, neg, zero
probe begin {
	n = 5; s = "text"
	arr["a"] = 1; arr["b"] = 3; arr["c"] = 2
	st <<< 1; st <<< 4; st <<< 2; st <<< 3
	names[1] = "b"; names[2] = "c"; names[3] = "a"
	multi["key", 3] = 7; multi["k2", -1] = 9
	stats["x"] <<< 10; stats["y"] <<< 1; stats["y"] <<< 3
	readme = 1
	if (readme < 0) empty <<< 1
	if (!once++) println("first")
	if (!once++) println("second")
	x = (gv = 3) + 1
	printf("x=%d\n", x)
	cnt++
	neg = -1; zero = 0
	if (readme) exit()
}

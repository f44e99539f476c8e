# SystemTap corpus: numbers written but never read, printed at the end.
# Expected output (SystemTap 5.x): its testsuite's
# systemtap.base/global_end.exp (5.x): alpha["two",2]=4 and gs2=4 for
# "gs2 += 2", ga1["foo"]=2 for 'ga1["foo"] += 2': numbers in decimal, keys
# as written, each array by decreasing value (values distinct here).
global hits, counts, neg

probe begin
{
	hits = 3
	hits += 4
	counts["read"] = 10
	counts["write"] = 25
	counts["open"] = 3
	neg = -1
	exit()
}

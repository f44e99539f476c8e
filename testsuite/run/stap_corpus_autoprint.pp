# SystemTap corpus: globals written but never read are printed at the end: a number changed with +=, a string, arrays with string and mixed keys, a statistic.
# Expected output (SystemTap 5.x): the language reference: "Global
# variables which are written but never read will be displayed automatically
# at session shutdown"; the forms are those of stap's own testsuite
# (systemtap.base/global_end.exp and global_end_var.exp: gs2=0x4 for
# "gs2 += 2", alpha["two",2]=0x4, gamma="...", phi @count=4 @min=1 @max=4
# @sum=10 @avg=2): numbers as %#x, strings quoted, keys as written, each
# array by decreasing value (all values distinct here), in declaration order.
global hits, last_name, counts, pairs, stats

probe begin
{
	hits = 3
	hits += 4
	last_name = "worker"
	counts["read"] = 10
	counts["write"] = 25
	counts["open"] = 3
	pairs[1, "a"] = 100
	pairs[2, "b"] = 200
	stats <<< 5
	stats <<< 15
	println("done")
	exit()
}

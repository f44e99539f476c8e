# SystemTap corpus: globals written but never read are printed at the end: a string, an array of strings with string and mixed keys, a statistic.
# Expected output (SystemTap 5.x): the language reference: "Global
# variables which are written but never read will be displayed
# automatically at session shutdown"; the forms are those of stap's own
# testsuite (systemtap.base/global_end.exp: gamma="abcdefghijklmnopqrstuvwxyz",
# iota["two"]="twelve", phi @count=4 @min=1 @max=4 @sum=10 @avg=2): strings
# in double quotes, string keys quoted and numeric keys in decimal, in
# declaration order, each array by decreasing value (foreach ... in a-;
# all values distinct here).  Numbers, printed in decimal by SystemTap 5.x
# (global_end.exp's gs2=4 for "gs2 += 2"), are in
# stap_corpus_autoprint_numbers, pending the decimal change in progress.
global last_name, owners, pairs, stats

probe begin
{
	last_name = "worker"
	owners["/etc"] = "root"
	owners["/home"] = "ann"
	owners["/srv"] = "www"
	pairs[1, "a"] = "first"
	pairs[2, "b"] = "second"
	stats <<< 5
	stats <<< 15
	println("done")
	exit()
}

# kernel.function("ksys_rea*") is one kprobe per function of the target
# kernel it matches, expanded at translate time from the guest's list of
# its functions (no real System.map here): ksys_read and ksys_readahead
# on 6.1; probefunc() names the function each hit is in, pp() the point
# as matched.  Ground truth:
# reader N does exactly N one-byte read()s of /dev/zero
# (testsuite/workloads/reader.c), each one call of ksys_read with count 1,
# and nothing the static reader does calls readahead(2).  So, filtered to
# target() and count 1, ksys_read is hit exactly N times and
# ksys_readahead never (its count argument is its third too); one vCPU,
# so no hit is skipped as reentrant or for a lock.  -t's report has a
# line for each of the two points (their calls: all tasks', not known).
# cpus: 1
# run: -t -c '/pmp/w/reader 2000'
# stderr-re: kernel\.function\("ksys_read"\): [0-9]+ handler calls = [0-9]+ runs \+ 0 skipped
# stderr-re: kernel\.function\("ksys_readahead"\): [0-9]+ handler calls = [0-9]+ runs \+ 0 skipped
global n
probe kernel.function("ksys_rea*") {
	if (pid() == target() && $arg3 == 1)
		n[probefunc(), pp()]++
}
probe end {
	foreach ([f, p] in n)
		printf("%s at %s: %d one-byte calls\n", f, p, n[f, p])
}

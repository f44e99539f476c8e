# process("PATH").function("NAME") and its .return: a uprobe and a
# uretprobe at the function's file offset, which the translator read
# from the host copy of the guest's /pmp/w/ufunc (--vm-file HOST:GUEST).
# Ground truth: ufunc K (testsuite/workloads/ufunc.c) calls
# pmp_ufunc(i, 2i, -7) for i = 1..K, each returning 3i - 7.  With K =
# 1000, filtered to target(), the entry probe is hit exactly 1000 times
# with $arg1, $arg2, $arg3 summing to 500500, 1001000 and -7000 (rdi,
# rsi, rdx), and the .return probe 1000 times with $return summing to
# 3 * 500500 - 7000 = 1494500 (rax).  Exact: one vCPU, so no run is
# skipped for a lock or as reentrant.  probefunc() is the function's
# name, pp() the point; pid() and execname() are the calling task's.
# With -t the exit report has each probe's hits: exactly 1000 each, as
# no other process maps ufunc (the probes see every process), and each
# probe's handler calls accounted for: 1000 = 1000 runs, none skipped (a
# uprobe's handler never runs inside another handler, and one vCPU
# leaves no lock contended) and none outside the armed window (ufunc
# starts after the script), with no kernel's part (uprobes count no
# missed hits).
# smoke
# cpus: 1
# flags: --vm-file ../w/ufunc:/pmp/w/ufunc
# run: -t -c '/pmp/w/ufunc 1000'
# stderr-re: process\("/pmp/w/ufunc"\)\.function\("pmp_ufunc"\): hits=1000 min=
# stderr-re: process\("/pmp/w/ufunc"\)\.function\("pmp_ufunc"\)\.return: hits=1000 min=
# stderr-re: ^[^ ]*uprobe_func\.pp:[0-9]+:7: process\("/pmp/w/ufunc"\)\.function\("pmp_ufunc"\): 1000 handler calls = 1000 runs \+ 0 skipped \(0 reentrant, 0 lock contention\) \+ 0 outside the armed window$
# stderr-re: ^[^ ]*uprobe_func\.pp:[0-9]+:7: process\("/pmp/w/ufunc"\)\.function\("pmp_ufunc"\)\.return: 1000 handler calls = 1000 runs \+ 0 skipped \(0 reentrant, 0 lock contention\) \+ 0 outside the armed window$
global n, s1, s2, s3, rn, r, fn, where, who
probe process("/pmp/w/ufunc").function("pmp_ufunc") {
	if (pid() == target()) {
		n++
		s1 += $arg1
		s2 += $arg2
		s3 += $arg3
		fn = probefunc()
		where = pp()
		who = execname()
	}
}
probe process("/pmp/w/ufunc").function("pmp_ufunc").return {
	if (pid() == target()) {
		rn++
		r += $return
	}
}
probe end {
	printf("entry: %d calls of %s at %s by %s, arguments summing to %d %d %d\n",
	       n, fn, where, who, s1, s2, s3)
	printf("return: %d returns summing to %d\n", rn, r)
}

# The same as run/uprobe_func.pp on arm64: the arguments in x0..x7
# (AAPCS64), the return value in x0, read from the task's user pt_regs.
# process("PATH").function("NAME") and its .return: a uprobe and a
# uretprobe at the function's file offset, which the translator read
# from the host copy of the guest's /pmp/w/ufunc (--vm-file HOST:GUEST).
# Ground truth: ufunc K (testsuite/workloads/ufunc.c) calls
# pmp_ufunc(i, 2i, -7) for i = 1..K, each returning 3i - 7.  With K =
# 1000, filtered to target(), the entry probe is hit exactly 1000 times
# with $arg1, $arg2, $arg3 summing to 500500, 1001000 and -7000 (x0,
# x1, x2), and the .return probe 1000 times with $return summing to
# 3 * 500500 - 7000 = 1494500 (x0).  Exact: one vCPU, so no run is
# skipped for a lock or as reentrant.  probefunc() is the function's
# name, pp() the point; pid() and execname() are the calling task's.
# With -t the exit report has each probe's hits: exactly 1000 each, as
# no other process maps ufunc (the probes see every process).
# smoke
# machine: aarch64
# cpus: 1
# flags: --vm-file ../w-aarch64/ufunc:/pmp/w/ufunc
# run: -t -c '/pmp/w/ufunc 1000'
# stderr-re: process\("/pmp/w/ufunc"\)\.function\("pmp_ufunc"\): hits=1000 min=
# stderr-re: process\("/pmp/w/ufunc"\)\.function\("pmp_ufunc"\)\.return: hits=1000 min=
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

# process("PATH").function("GLOB"): one uprobe (and, for .return, one
# uretprobe) per function of the file the wildcard matches, resolved on
# the host copy of the guest's /pmp/w/ufunc; probefunc() and pp() name
# the function each hit is in.  Ground truth: ufunc K
# (testsuite/workloads/ufunc.c) calls pmp_ufunc K times, then
# pmp_ufunc_loop(K) once, which returns K; 'pmp_ufunc*' matches those two
# and nothing else (the workload is static: libc has no pmp_ names).
# With K = 300, filtered to target(): pmp_ufunc entered and returned 300
# times, pmp_ufunc_loop once, returning 300.  Exact: one vCPU (no run
# skipped), and -t's accounting lines say so for every expanded point.
# cpus: 1
# flags: --vm-file ../w/ufunc:/pmp/w/ufunc
# run: -t -c '/pmp/w/ufunc 300'
# stderr-re: process\("/pmp/w/ufunc"\)\.function\("pmp_ufunc"\): 300 handler calls = 300 runs \+ 0 skipped \(0 reentrant, 0 lock contention\) \+ 0 outside the armed window$
# stderr-re: process\("/pmp/w/ufunc"\)\.function\("pmp_ufunc_loop"\)\.return: 1 handler calls = 1 runs \+ 0 skipped \(0 reentrant, 0 lock contention\) \+ 0 outside the armed window$
global n, where, rn, r
probe process("/pmp/w/ufunc").function("pmp_ufunc*") {
	if (pid() == target()) {
		n[probefunc()]++
		where[probefunc()] = pp()
	}
}
probe process("/pmp/w/ufunc").function("pmp_ufunc*").return {
	if (pid() == target()) {
		rn[probefunc()]++
		r[probefunc()] = $return
	}
}
probe end {
	foreach (f+ in n)
		printf("%s: %d calls at %s, %d returns, the last %d\n", f, n[f], where[f], rn[f], r[f])
}

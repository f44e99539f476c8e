# process("PATH").mark("NAME"): a uprobe at a USDT mark's address with
# its semaphore as the uprobe's reference counter, and $argN read as the
# mark's note describes them ("-8@%rdi -4@(%rsi) -4@$42" as gcc 12 -O2
# builds testsuite/workloads/usdt.c: a register, memory at a register,
# a constant).  Ground truth: usdt K passes the mark (i, -3i, 42) for
# i = 1..K and reads the mark's semaphore before each; it prints at how
# many of the K marks the semaphore was set.  With K = 500, filtered to
# target(): 500 hits, arguments summing to 125250, -375750 and 21000,
# and the semaphore set at all 500 (the probe is registered before the
# workload starts, so the kernel increments the semaphore when the
# program is mapped).  Unprobed, the same program sees the semaphore
# clear at all 500: the after command runs it once the module is gone.
# With -t the mark probe's 500 handler calls are 500 runs, none skipped
# or outside the armed window (one vCPU; only this process maps usdt).
# cpus: 1
# smoke
# flags: --vm-file ../w/usdt:/pmp/w/usdt
# run: -t -c '/pmp/w/usdt 500'
# stderr-re: process\("/pmp/w/usdt"\)\.mark\("tick"\): 500 handler calls = 500 runs \+ 0 skipped \(0 reentrant, 0 lock contention\) \+ 0 outside the armed window$
# after: /pmp/w/usdt 500
global n, a1, a2, a3, fn
probe process("/pmp/w/usdt").mark("tick") {
	if (pid() == target()) {
		n++
		a1 += $arg1
		a2 += $arg2
		a3 += $arg3
		fn = probefunc()
	}
}
probe end {
	printf("mark %s: %d hits, arguments summing to %d %d %d\n", fn, n, a1, a2, a3)
}

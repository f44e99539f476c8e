# Per-call user-mode instructions of a user function, as
# read_counter(h) - @entry(read_counter(h)) on a .process.user counter
# (the task's own count: the same whatever CPU the call ran on).
# Ground truth: ucalls 10 0 (testsuite/workloads/ucalls.c) calls
# pmp_uloop(100 i) for i = 1..10; its arm64 code (gcc 12 -O2) runs 4
# instructions an iteration (add, add, cmp, b.ne) and 7 more a call
# (mov, mov, cmp, b.le, mov, nop, ret).  Between the two reads the
# task runs, in user mode, those 7 (the first, mov, as the out-of-line
# copy of the instruction the entry's breakpoint replaced) and the
# return trampoline's breakpoint: so each call's count is 4n + 8, the
# same 8 for every call.  Exact under icount (measured on 6.1).
# machine: aarch64
# smoke
# icount
# flags: --vm-file ../w-aarch64/ucalls:/pmp/w/ucalls
# run: -c '/pmp/w/ucalls 10 0'
global h, d
probe perf.instructions.counter.process.user { h = $counter }
probe process("/pmp/w/ucalls").function("pmp_uloop").return {
	if (pid() == target())
		d[@entry($arg1)] = read_counter(h) - @entry(read_counter(h))
}
probe end {
	foreach (n+ in d)
		printf("n=%d instructions=%d beyond 4n: %d\n", n, d[n], d[n] - 4 * n)
}

# The same as run/kprobe_ksys_read.pp on arm64, where the arguments and
# the return value are in x0..x7 (regs_get_kernel_argument,
# regs_return_value read arm64's pt_regs).
# kernel.function("ksys_read") and its .return run in the calling task's
# context, once per call.  Ground truth: reader N does exactly N one-byte
# read()s of /dev/zero (testsuite/workloads/reader.c), and each returns
# its 1 byte; nothing else the target does reads one byte (ld.so's reads
# of libraries are larger).  So, filtered to target(), the entry probe
# sees $arg3 == 1 exactly N times and the .return probe $return == 1
# exactly N times.  Exact on a loaded host: one vCPU, so no probe's run
# is skipped for a lock another CPU holds, and no other handler runs
# here to make a hit reentrant; the kretprobe has instances to spare.
# probefunc() and pp() name the function and the point.  With -t the
# exit report accounts for each probe's handler calls (all tasks'
# calls, not a known number) and the kernel's nmissed: none skipped and
# none missed here, for the same reasons.
# machine: aarch64
# cpus: 1
# smoke
# run: -t -c '/pmp/w/reader 5000'
# stderr-re: kernel\.function\("ksys_read"\): [0-9]+ handler calls = [0-9]+ runs \+ 0 skipped \(0 reentrant, 0 lock contention\) \+ [0-9]+ outside the armed window; 0 missed by the kernel
# stderr-re: kernel\.function\("ksys_read"\)\.return: [0-9]+ handler calls = [0-9]+ runs \+ 0 skipped \(0 reentrant, 0 lock contention\) \+ [0-9]+ outside the armed window; 0 missed by the kernel
# stderr-re: kernel\.function\("ksys_read"\)\.return: hits=[0-9]+ min=[0-9]+ns
global n, r, fn, where
probe kernel.function("ksys_read") {
	if (pid() == target() && $arg3 == 1) {
		n++
		fn = probefunc()
		where = pp()
	}
}
probe kernel.function("ksys_read").return {
	if (pid() == target() && $return == 1)
		r++
}
probe end {
	printf("entry: %d one-byte reads in %s at %s\n", n, fn, where)
	printf("return: %d returned 1\n", r)
}

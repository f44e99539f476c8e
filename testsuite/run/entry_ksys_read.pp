# @entry(EXPR) in kernel.function("ksys_read").return: EXPR evaluated at
# each call's entry, its value read at that call's return.
# Ground truth: reader N does exactly N one-byte read()s of /dev/zero
# (testsuite/workloads/reader.c), each returning its 1 byte; nothing
# else the target does asks for one byte (ld.so's reads of libraries
# are larger).  So, filtered to target(), exactly N returns see
# @entry($arg3) == 1 (what the call asked for, read at its entry: at
# the return the register holds something else) with $return == 1; the
# string @entry(execname()) and @entry(tid()) equal their values at the
# return in every one of them (same task); and the sum of
# @entry($arg3) over those returns is N.  Exact on a loaded host: one
# vCPU, so no run is skipped for a lock another CPU holds or made
# reentrant, and the kretprobe has instances to spare.  With -t the
# exit report accounts for the return probe's calls: none skipped, none
# missed (the entry runs that passed are not counted twice).
# cpus: 1
# smoke
# run: -t -c '/pmp/w/reader 5000'
# stderr-re: kernel\.function\("ksys_read"\)\.return: [0-9]+ handler calls = [0-9]+ runs \+ 0 skipped \(0 reentrant, 0 lock contention\) \+ [0-9]+ outside the armed window; 0 missed by the kernel
global asked, same, sum
probe kernel.function("ksys_read").return {
	if (pid() == target() && @entry($arg3) == 1 && $return == 1) {
		asked++
		same += @entry(execname()) == execname() && @entry(tid()) == tid()
		sum += @entry($arg3)
	}
}
probe end {
	printf("returns whose call asked for 1 byte: %d\n", asked)
	printf("of them, same task at entry and return: %d\n", same)
	printf("bytes asked for, summed at the returns: %d\n", sum)
}

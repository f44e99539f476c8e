# An entry run that fails skips the call's return run, counted as a
# skip of its own.  Ground truth: reader 3 does exactly 3 one-byte
# read()s (testsuite/workloads/reader.c); for those calls, and only
# for those (the target's, asking for 1 byte), the @entry expression reads
# counter handle 0, which is not one: a runtime error at the entry
# (3 of them, under MAXERRORS=5), and the return's body never runs for
# them (its count stays 0).  The exit report says the 3 skips, by
# their reason, on the probe's line and in the total.
# cpus: 1
# flags: -D MAXERRORS=5
# status: 1
# run: -t -c '/pmp/w/reader 3'
# stderr: ERROR: 0 is not a counter handle
# stderr-re: kernel\.function\("ksys_read"\)\.return: [0-9]+ handler calls = [0-9]+ runs \+ 3 skipped \(0 reentrant, 0 lock contention, 3 whose @entry failed\) \+ [0-9]+ outside the armed window; 0 missed by the kernel
# stderr: pmprobe: 3 handler runs skipped (reentrant: 0, lock contention: 0, a return's @entry failed: 3)
# stderr: pmprobe: 3 runtime errors
global ran
probe kernel.function("ksys_read").return {
	if (pid() == target() && $return == 1)
		ran += 1 + @entry(pid() == target() && $arg3 == 1 ? read_counter(0) : 0)
}
probe end { printf("return runs after a failed entry: %d\n", ran) }

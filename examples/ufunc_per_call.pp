# ufunc_per_call.pp - the user-mode instructions of each call of one
# function of a program, as a histogram: a counter that follows the
# command (.process.user) read at each call's entry (@entry) and again
# at its return, for every call, however deep the recursion or
# whichever CPU the call ended on.
#   pmprobe -c 'PROGRAM ARGS' examples/ufunc_per_call.pp PROGRAM FUNCTION
# It needs a CPU PMU: a real machine, or QEMU's arm64 guest under
# --vm-icount, where the suite runs it on testsuite/workloads/ucalls.c:
# pmp_uloop(100 i) for i = 1..10 runs 4n + 8 instructions a call
# (408 to 4008, 2208 on average; testsuite/arm64/uprobe_entry_instructions.pp).
# machine: aarch64
# icount
# flags: --vm-file ../w-aarch64/ucalls:/pmp/w/ucalls
# run: -c '/pmp/w/ucalls 10 0'
# args: /pmp/w/ucalls pmp_uloop
global h, per_call
probe perf.instructions.counter.process.user { h = $counter }
probe process(@1).function(@2).return {
	if (pid() == target())
		per_call <<< read_counter(h) - @entry(read_counter(h))
}
probe end {
	printf("%s: %d calls, %d user instructions on average (min %d, max %d)\n",
	       @2, @count(per_call), @avg(per_call), @min(per_call), @max(per_call))
	print(@hist_log(per_call))
}

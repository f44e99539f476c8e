# @entry in a user function's .return probe: each call's values kept in
# a slot of the probe's table, keyed by the task and its stack pointer
# at the call, found again at the return.  Ground truth: ucalls 10 20
# (testsuite/workloads/ucalls.c) calls pmp_uloop(100 i) for i = 1..10,
# each returning its argument, then pmp_urec(20), which recurses down
# to pmp_urec(0): 21 calls in flight at once, returning innermost
# first, each its own argument.  So every return's @entry($arg1) equals
# its $return (10 + 21 of them), the recursion's returns come in the
# order 0, 1, .., 20, and @entry($arg1) * 2 (an expression, evaluated at
# the entry) sums to 2 * (5500 + 210).  Exact: one vCPU, and the
# probes' runs are never skipped there.
# cpus: 1
# smoke
# flags: --vm-file ../w/ucalls:/pmp/w/ucalls
# run: -t -c '/pmp/w/ucalls 10 20'
# stderr-re: process\("/pmp/w/ucalls"\)\.function\("pmp_urec"\)\.return: hits=21 min=
global calls, same, twice, order
probe process("/pmp/w/ucalls").function("pmp_uloop").return {
	if (pid() == target()) {
		calls++
		same += @entry($arg1) == $return
		twice += @entry($arg1 * 2)
	}
}
probe process("/pmp/w/ucalls").function("pmp_urec").return {
	if (pid() == target()) {
		calls++
		same += @entry($arg1) == $return
		twice += @entry($arg1 * 2)
		order .= sprintf(" %d", @entry($arg1))
	}
}
probe end {
	printf("returns: %d, @entry($arg1) == $return in %d\n", calls, same)
	printf("sum of @entry($arg1 * 2): %d\n", twice)
	printf("recursion returned:%s\n", order)
}

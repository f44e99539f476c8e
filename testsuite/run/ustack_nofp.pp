# User-space stacks of code built without frame pointers: ustack_nofp
# (testsuite/workloads/ustack_nofp.c) is ustack_fp.c built with
# -fomit-frame-pointer.  The sample's pc still names the hot function
# (75 and 25, rounded to a multiple of 5, as run/ustack_fp.pp), and the
# walk, which cannot follow the callers, names no frame that is not
# there (nothing else in the flame graph carries 5 % of the samples,
# its root "all" aside).  One vCPU under icount.
# icount
# run: -o /tmp/ustack_nofp.txt --flamegraph /tmp/ustack_nofp.svg -c '/pmp/w/ustack_nofp 200'
# after: /pmp/w/flamewidths /tmp/ustack_nofp.svg 5 5
global s
probe perf.cpu_clock(100000) {
	if (pid() == target())
		s[uk_backtrace_folded()]++
}

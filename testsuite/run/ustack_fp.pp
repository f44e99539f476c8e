# User-space stacks in the x86 guest, from software clock samples: a
# flame graph of a program with known hot functions names them in its
# widest frames.  Ground truth: ustack_fp 200 (testsuite/workloads/
# ustack_fp.c, built with frame pointers) spends three quarters of its
# instructions in pmp_hot_a and one quarter in pmp_hot_b, both called
# from main;pmp_work.  Every 100 us of its CPU time a sample in it counts
# its whole stack, user then kernel frames (uk_backtrace_folded()); the
# loader names the user frames from the process's mappings and writes
# the flame graph (--flamegraph), which flamewidths reads back: each
# name's widest frame in percent of the root, rounded to a multiple of
# 5.  One vCPU under icount, so the clock is the instruction count and
# the shares do not depend on the host: 75 and 25 up to the handler's
# own time and the samples taken in exec and exit, which are outside
# main (0.1 % on the stock kernels, 2 % on the debug kernel at 100
# rounds, so 200 rounds: the bound is 2.5 points either way).
# The 100th sample in user mode also prints its pc's usymname() and
# usymdata(), ubacktrace() and print_ubacktrace(), innermost first, and
# the names of address 1, in no mapping, which are the address itself.
# smoke
# icount
# run: -o /tmp/ustack_fp.txt --flamegraph /tmp/ustack_fp.svg -c '/pmp/w/ustack_fp 200'
# after: /pmp/w/flamewidths /tmp/ustack_fp.svg 5 5; grep -v '^s\[' /tmp/ustack_fp.txt
global s, n
probe perf.cpu_clock(100000) {
	if (pid() == target()) {
		s[uk_backtrace_folded()]++
		if (user_mode() && ++n == 100) {
			printf("usym %s %s\n", usymname(addr()), usymdata(addr()))
			printf("none %s %s\n", usymname(1), usymdata(1))
			printf("ubt %s\n", ubacktrace())
			print_ubacktrace()
		}
	}
}

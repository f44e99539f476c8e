# User-space stacks under the arm64 PMU (armv8_pmuv3, hard-IRQ
# handlers): run/ustack_fp.pp with cycles.  Every 100,000 cycles of
# ustack_fp 200 (.process: its own counter) a sample counts its whole
# stack; the flame graph names pmp_hot_a and pmp_hot_b in its widest
# frames, 75 and 25 rounded to a multiple of 5 (the bound: 2.5 points
# either way; one vCPU under icount, where a cycle is an instruction),
# under main;pmp_work and the static libc's start functions, which keep
# frame records too.
# smoke
# machine: aarch64
# icount
# run: -o /tmp/ustack_fp.txt --flamegraph /tmp/ustack_fp.svg -c '/pmp/w/ustack_fp 200'
# after: /pmp/w/flamewidths /tmp/ustack_fp.svg 5 5
global s
probe perf.cycles(100000).process {
	s[uk_backtrace_folded()]++
}

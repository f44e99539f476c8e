# arm64/ustack_fp.pp with ustack_nofp, built without frame pointers:
# the pc names the hot functions (75 and 25, rounded to a multiple of 5),
# and the walk, whose frame pointer (x29) the program never changes,
# goes from the sample straight to the frame records of the start
# code of libc: main and pmp_work are missing, and no frame that is
# not one appears.
# machine: aarch64
# icount
# run: -o /tmp/ustack_nofp.txt --flamegraph /tmp/ustack_nofp.svg -c '/pmp/w/ustack_nofp 200'
# after: /pmp/w/flamewidths /tmp/ustack_nofp.svg 5 5
global s
probe perf.cycles(100000).process {
	s[uk_backtrace_folded()]++
}

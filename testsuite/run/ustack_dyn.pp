# User-space frames named in a position-independent executable and in a
# shared library: ustack_dyn 200 (testsuite/workloads/ustack_dyn.c,
# linked dynamically, built with frame pointers) spends most of its time
# in its own pmp_hot_a and the rest in the C library's rand(), under
# main;pmp_work.  Its load address is chosen at exec, and libc.so.6 has
# no .symtab: its exported functions are named from .dynsym (random,
# which rand() calls), its other code as the file, [libc.so.6] (the
# start code below main).  Neither libc function keeps a frame, so the
# samples in them skip their caller (pmp_hot_rand), as pmprobe(1) says.
# One vCPU under icount; the shares depend on the C library's code, so
# only the names are checked, and that main and the frames below it
# carry nearly every sample: the shares are rounded to a multiple of 10
# (the loader's start takes 2.5 % of the samples on the debug kernel).
# icount
# run: -o /tmp/ustack_dyn.txt --flamegraph /tmp/ustack_dyn.svg -c '/pmp/w/ustack_dyn 200'
# after: /pmp/w/flamewidths /tmp/ustack_dyn.svg 5 10
global s
probe perf.cpu_clock(100000) {
	if (pid() == target())
		s[uk_backtrace_folded()]++
}

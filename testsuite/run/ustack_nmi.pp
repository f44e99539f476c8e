# User-space stacks taken in NMI context: an exec breakpoint's handler
# (in NMI on x86, in the guest too, as run/bp_nmi_facilities.pp) on
# ksys_read, hit by reader 10000 (testsuite/workloads/reader.c, static,
# without frame pointers: its read() is libc's, named read, __read or
# __libc_read, which main calls).  Each hit counts its whole stack: the
# user frames, named by the loader (the pc in read, at its syscall; the
# walk cannot follow a program without frame pointers past it), then the
# kernel frames from the system call to ksys_read.  Exactly 10000 hits,
# all in NMI, all with the same stack.  10000, not 1000: on the debug
# kernel 1000 reads ended before the loader had read the process's
# mappings, and the frame was [unknown] (pmprobe(1), PROFILES).
# cpus: 1
# run: -c '/pmp/w/reader 10000'
global s, n, nmi_all = 1
probe perf.breakpoint(ksys_read).exec {
	if (pid() != target())
		next
	n++
	if (!in_nmi())
		nmi_all = 0
	s[uk_backtrace_folded()]++
}
probe end {
	printf("n=%d nmi=%d\n", n, nmi_all)
	foreach (k in s)
		printf("%s %d\n", k, s[k])
}

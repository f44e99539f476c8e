# Kernel function probes build on every kernel: kprobes and kretprobes,
# every $argN, $return, probefunc(), and the task's context functions.
global n, r, names
probe kernel.function("ksys_read") {
	n += $arg1 + $arg2 + $arg3 + $arg4 + $arg5 + $arg6
	names[probefunc(), execname(), pid()]++
}
probe kernel.function("ksys_read").return, kprobe.function("vfs_read").return { r += $return }
probe kprobe.function("vfs_write").call? { println(pp(), " ", tid(), " ", cpu()) }
probe end { println(n, r) }

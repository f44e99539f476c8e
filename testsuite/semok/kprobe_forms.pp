# Each spelling of a kernel function point resolves to one kprobe or one
# kretprobe; .call is the plain point (SystemTap's "not an inline
# instance": pmprobe probes the out-of-line function only), kprobe.function
# is kernel.function; $arg1..$arg6 at the call, $return at the return;
# probefunc(), pp() and the task's pid(), execname(), target() in both.
# expect-p2: event: kernel.function("ksys_read"): kprobe function=ksys_read at=entry
# expect-p2: event: kernel.function("ksys_read").return: kprobe function=ksys_read at=return (kretprobe)
# expect-p2: event: kernel.function("vfs_read"): kprobe function=vfs_read at=entry
# expect-p2: event: kernel.function("vfs_write").return: kprobe function=vfs_write at=return (kretprobe)
global n, r, who
probe kernel.function("ksys_read") {
	if (pid() == target() || $arg3 == 1)
		n += $arg1 + $arg2 + $arg3 + $arg4 + $arg5 + $arg6
}
probe kernel.function("ksys_read").return { r += $return }
probe kernel.function("vfs_read").call { who[probefunc(), execname()]++ }
probe kprobe.function("vfs_write").return?, kprobe.function("pmp_maybe_absent")? {
	printf("%s %d %d\n", pp(), pid(), tid())
}
probe end { println(n, " ", r, " ", pp()) }

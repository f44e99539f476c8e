# Every spelling of a kernel function probe point parses: SystemTap's
# kernel.function and kprobe.function, .call and .return, '?', and the
# context variables $arg1..$argN and $return.
probe kernel.function("ksys_read") { n = $arg1 + $arg3 }
probe kernel.function("ksys_read").call { n++ }
probe kernel.function("ksys_read").return { n = $return }
probe kprobe.function("vfs_read"), kprobe.function("vfs_write").call { n++ }
probe kprobe.function("vfs_read").return? { n++ }
probe kernel.function("pmp_maybe_absent")? { println(probefunc(), " ", pp()) }

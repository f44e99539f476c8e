# An execution breakpoint has no length of its own on x86.
# error: an execution breakpoint has no length on x86 (it is always the instruction)
# at: 4:42
probe perf.breakpoint(vfs_read).exec.len(4) { n++ }

# On a breakpoint the list of suffixes includes the access kinds and len.
# error: unknown suffix '.execute' on a perf probe point (expected sample, hz, counter, kernel, user, process, exec, read, write, rw or len)
# at: 4:33
probe perf.breakpoint(vfs_read).execute { n++ }

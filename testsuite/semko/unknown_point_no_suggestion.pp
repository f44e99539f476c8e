# A point far from every known one gets no suggestion, only the pointer to -l.
# error: unknown probe point 'kfunc.func' (pmprobe -l '*' lists the known points)
# at: 4:7
probe kfunc.func("vfs_read") { n++ }

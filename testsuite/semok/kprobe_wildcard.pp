# A wildcard in a kernel function's name is one kprobe per function of
# the target kernel (here --sysfs-root's fake proc/kallsyms) it matches,
# in name order: not vfs_read.cold nor __pfx_vfs_read (the kernel
# refuses those), not a data symbol (vfs_read_data, D), ksys_read once
# though two files define one; .return and kprobe.function's spelling
# too; an optional one that matches none is skipped with a warning.
# flags: --sysfs-root testsuite/sysfs
# expect-p2: event: kernel.function("vfs_read"): kprobe function=vfs_read at=entry
# expect-p2: event: kernel.function("vfs_readlink"): kprobe function=vfs_readlink at=entry
# expect-p2: event: kernel.function("vfs_readv"): kprobe function=vfs_readv at=entry
# expect-p2: event: kernel.function("ksys_read").return: kprobe function=ksys_read at=return (kretprobe)
# warning: 15:23: no kernel function matches 'nothing_*' on the --sysfs-root tree's kernel (proc/kallsyms) (the optional point is skipped)
global n
probe kernel.function("vfs_rea?*"), kprobe.function("ksys_?ead").return { n[probefunc()]++ }
probe kernel.function("nothing_*")? { n["x"]++ }

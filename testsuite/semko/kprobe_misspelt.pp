# An exact name the target kernel's symbols lack: one error, with the
# nearest function's name.
# flags: --sysfs-root testsuite/sysfs
# error: no kernel function 'vfs_raed' on the --sysfs-root tree's kernel (proc/kallsyms); did you mean 'vfs_read'?
# at: 6:23
probe kprobe.function("vfs_raed").return { n++ }

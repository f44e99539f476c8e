# In a wildcard's probe a parameter must be one of every function the
# wildcard matches: vfs_read* matches vfs_read and vfs_readv, which have
# $file, and vfs_readlink, which has not (testsuite/btf/vmlinux.c).
# flags: --sysfs-root testsuite/sysfs
# error: kernel function vfs_readlink (matched by 'vfs_read*') has no parameter 'file' (its parameters: $dentry, $buffer, $buflen); in a wildcard's probe a parameter must be one of every function it matches
# at: 7:42
probe kernel.function("vfs_read*") { n = $file; println(n) }

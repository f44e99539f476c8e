# A wildcard that matches no function of the target kernel (here the
# fake kallsyms of --sysfs-root): an error at the name.  A module's
# function (ext4_read_folio [ext4] there) is not the kernel's, and the
# parts a '.' names (vfs_read.cold) are left out.
# flags: --sysfs-root testsuite/sysfs
# error: no kernel function matches 'ext4_*' on the --sysfs-root tree's kernel (proc/kallsyms)
# at: 9:23
# error: no kernel function matches 'vfs_read.*' on the --sysfs-root tree's kernel (proc/kallsyms)
probe kernel.function("ext4_*") { n++ }
probe kernel.function("vfs_read.*") { n++ }

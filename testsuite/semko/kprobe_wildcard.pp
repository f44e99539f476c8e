# Kernel function names are not expanded (yet): a wildcard is one error.
# error: pmprobe does not expand wildcards in kernel function names ('vfs_*')
# at: 4:23
probe kernel.function("vfs_*") { n++ }

# Where the target kernel has no BTF (the hybrid tree has no BTF file),
# a parameter's name cannot be known: one error naming the kernel, saying
# that $argN can be read, and why (here: no such file).
# flags: --sysfs-root testsuite/sysfs-hybrid
# error: $count: the parameters of ksys_read are not known on the --sysfs-root tree's kernel (sys/kernel/btf/vmlinux) (use $arg1..$arg6): testsuite/sysfs-hybrid/sys/
# at: 7:42
probe kernel.function("ksys_read") { n = $count; println(n) }

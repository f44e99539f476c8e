# Where the target kernel has no BTF (this tree has no
# sys/kernel/btf/vmlinux) a parameter's name cannot be known: one error
# naming the kernel and the reason, and saying that $argN can be read.
# flags: --sysfs-root testsuite/sysfs-hybrid
# error: $count: the parameters of ksys_read are not known on the --sysfs-root tree's kernel (sys/kernel/btf/vmlinux): testsuite/sysfs-hybrid/sys/kernel/btf/vmlinux: No such file or directory; use $arg1..$arg6
# at: 7:42
probe kernel.function("ksys_read") { n = $count; println(n) }

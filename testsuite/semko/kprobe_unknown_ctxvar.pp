# A kernel function the BTF has no record of (many_01 is in the
# --sysfs-root tree's kallsyms, not in its BTF) has no named parameters:
# one error saying so and that $argN can be read; $$vars (SystemTap's
# locals too) is not a kernel function probe's.
# flags: --sysfs-root testsuite/sysfs
# error: $count: the BTF of the --sysfs-root tree's kernel (sys/kernel/btf/vmlinux) has no function 'many_01' (an inlined or assembly function has none); use $arg1..$arg6
# at: 9:40
# error: $$vars: pmprobe reads no local variable of a kernel function; $$parms has its parameters
probe kernel.function("many_01") { n = $count; println(n) }
probe kernel.function("ksys_read") { println($$vars) }

# A name the function's BTF does not give a parameter: one error listing
# its parameters, with the nearest (ksys_read's are fd, buf and count in
# the --sysfs-root tree's BTF, as in the kernel's).
# flags: --sysfs-root testsuite/sysfs
# error: kernel function ksys_read has no parameter 'cuont' (its parameters: $fd, $buf, $count); did you mean '$count'?
# at: 7:42
probe kernel.function("ksys_read") { n = $cuont; println(n) }

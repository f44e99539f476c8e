# A kernel function probe has $arg1..$arg6 and $return, no named ones
# without BTF.
# error: unknown context variable '$count' in a kernel function's probe
# at: 5:42
probe kernel.function("ksys_read") { n = $count }

# pmprobe reads the arguments passed in registers: $arg7 is out of range,
# and the error says the limit.
# error: $arg7: pmprobe reads at most 6 arguments of a kernel function ($arg1..$arg6
# at: 5:42
probe kernel.function("ksys_read") { a = $arg7 }

# probefunc() names the function of a kernel function probe: nowhere else.
# error: probefunc() is not available in a begin probe (only in: kernel.function)
# at: 4:21
probe begin { print(probefunc()) }

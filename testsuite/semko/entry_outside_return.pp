# @entry keeps a value from a call's entry to its return: only a
# kernel function's .return probe has both.
# error: @entry is only available in a function's .return probe ('kernel.function("NAME").return', 'process("PATH").function("NAME").return'), not in a kernel function's entry probe
# at: 5:42
probe kernel.function("ksys_read") { n = @entry($arg3) }

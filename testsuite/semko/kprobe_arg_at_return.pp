# At the return the argument registers hold something else: $argN in a
# .return probe is an error, not a wrong value.
# error: $arg1 is not available in a .return probe
# at: 5:49
probe kernel.function("ksys_read").return { a = $arg1 }

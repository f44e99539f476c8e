# A kernel function point takes .call or .return, nothing else.
# error: unknown suffix '.exported' on a kernel function probe point (expected one of .call or .return, last)
# at: 4:36
probe kernel.function("ksys_read").exported { n++ }

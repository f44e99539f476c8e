# A uretprobe has no per-call data of its own yet: @entry in a user
# function's .return probe is one error where it is written.
# error: @entry is not available in a user function's .return probe yet: only a kernel function's kretprobe keeps values per call
# at: 6:6
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("__cxa_throw").return {
	a = @entry(1)
}

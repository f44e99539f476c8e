# At the return the argument registers hold something else: $argN in a
# user function's .return probe is an error, not a wrong value.
# error: $arg1 is not available in a .return probe
# at: 6:6
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("__cxa_throw").return {
	a = $arg1
}

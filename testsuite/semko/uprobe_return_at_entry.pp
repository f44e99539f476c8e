# $return is only the .return probe's.
# error: $return is only available in a user function's .return probe
# at: 5:6
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("__cxa_throw") {
	a = $return
}

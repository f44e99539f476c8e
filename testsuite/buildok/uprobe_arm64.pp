# User function probes build on every arm64 kernel: $arg1..$arg8 (x0..x7)
# and $return (x0) of the cross toolchain's arm64 libstdc++.
# arches: aarch64
global n, r
probe process("/usr/aarch64-linux-gnu/lib/libstdc++.so.6").function("__cxa_throw") {
	n += $arg1 + $arg2 + $arg3 + $arg4 + $arg5 + $arg6 + $arg7 + $arg8
}
probe process("/usr/aarch64-linux-gnu/lib/libstdc++.so.6").function("__cxa_throw").return {
	r += $return
}
probe end { println(n, r) }

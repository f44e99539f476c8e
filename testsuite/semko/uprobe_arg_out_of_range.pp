# x86-64 passes six arguments in registers: $arg7 is on the stack, which
# pmprobe does not read.
# error: $arg7: pmprobe reads at most 6 arguments of a user function
# at: 6:6
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("__cxa_throw") {
	a = $arg7
}

# @entry belongs in a function's .return probe: in a user function's
# entry probe it is one error where it is written.
# error: @entry is only available in a function's .return probe ('kernel.function("NAME").return', 'process("PATH").function("NAME").return'), not in a user function's entry probe
# at: 6:6
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("__cxa_throw") {
	a = @entry(1)
}

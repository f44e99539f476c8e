# libstdc++'s mark libstdcxx:throw describes two arguments ("8@%rdi
# 8@%rsi"): a third cannot be read, one error where it is used.
# error: $arg3: mark libstdcxx:throw has 2 arguments
# at: 6:6
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").mark("throw") {
	a = $arg3 + $arg1
}

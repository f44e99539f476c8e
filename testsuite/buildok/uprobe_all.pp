# User function and USDT mark probes build on every x86-64 kernel (6.1's
# uprobe_register_refctr, 6.12's uprobe_register and
# uprobe_unregister_nosync/_sync): a uprobe and a uretprobe with every
# $argN and $return, and libstdc++'s USDT marks with register and memory
# arguments ("8@%rdi 8@%rsi", "8@%rdx 8@-80(%rbx)"), probefunc() and the
# task's context functions.
# arches: x86_64
global n, r, names
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("__cxa_throw") {
	n += $arg1 + $arg2 + $arg3 + $arg4 + $arg5 + $arg6
	names[probefunc(), execname(), pid()]++
}
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("__cxa_throw").return {
	r += $return
}
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").mark("throw"),
      process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").mark("libstdcxx:catch") {
	n += $arg1 + $arg2
	println(pp(), " ", tid(), " ", cpu())
}
probe end { println(n, r) }

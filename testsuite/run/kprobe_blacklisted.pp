# A kernel function the kernel refuses to probe is one load error naming
# the point and the reason in words: do_int3, the x86 breakpoint trap
# kprobes themselves use, is on the kprobe blacklist (NOKPROBE_SYMBOL;
# register_kprobe's -EINVAL).  The entry probe before it was registered
# and is unwound; no begin probe runs.
# status: 1
# smoke
# stderr: kernel.function("do_int3").return: cannot probe the kernel function 'do_int3': the kernel refuses to probe it
probe kernel.function("ksys_read") { n++ }
probe kernel.function("do_int3").return { n++ }
probe begin { println("begin ran") }

# A kernel function the running kernel does not have is one load error
# naming the point and the kernel's reason in words (register_kprobe's
# -ENOENT), status 1; the start fails before any begin probe runs
# (stdout empty) and nothing stays registered or loaded.
# status: 1
# stderr: kernel.function("pmp_no_such_function"): cannot probe the kernel function 'pmp_no_such_function': this kernel has no such function
probe kernel.function("pmp_no_such_function") { n++ }
probe begin { println("begin ran") }

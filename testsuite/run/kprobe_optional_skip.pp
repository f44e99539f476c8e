# An optional kernel function point ('?') the kernel does not have is
# skipped with a warning naming it and why; the script runs without it.
# stderr: kernel.function("pmp_no_such_function")? skipped: cannot probe the kernel function 'pmp_no_such_function': this kernel has no such function
probe kernel.function("pmp_no_such_function")? { n++ }
probe begin { println("begin ran"); exit() }

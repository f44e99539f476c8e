# Five exec breakpoints need more than x86's four debug registers: start fails with status 1 and says why; nothing is left.
# status: 1
# stderr: breakpoint slots
probe perf.breakpoint(__x64_sys_getppid).exec, perf.breakpoint(__x64_sys_getpid).exec,
      perf.breakpoint(__x64_sys_gettid).exec, perf.breakpoint(__x64_sys_getuid).exec,
      perf.breakpoint(__x64_sys_getgid).exec { n++ }
probe begin { println("must not run") }

# .user and .kernel do not apply to breakpoints: they watch kernel addresses, and the breakpoint PMU refuses to exclude the kernel.
# error: '.user' cannot be used on a breakpoint: it watches a kernel address, and the breakpoint PMU refuses to exclude kernel mode there
# error: '.kernel' cannot be used on a breakpoint: it watches a kernel address, so it only ever fires in kernel mode
# at: 5:40
probe perf.breakpoint("jiffies").write.user { n++ }
probe perf.breakpoint(jiffies).exec.kernel { n++ }

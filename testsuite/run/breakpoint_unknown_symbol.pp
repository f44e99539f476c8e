# A breakpoint on a symbol the running kernel does not have is refused by
# the loader when it resolves the symbol from /proc/kallsyms, before the
# module is loaded: one line naming the probe point and the symbol,
# status 1, no begin probe run (stdout empty), nothing left loaded.
# status: 1
# stderr: pmprobe: perf.breakpoint(pmp_no_such_symbol): the kernel has no symbol 'pmp_no_such_symbol' (see /proc/kallsyms)
probe perf.breakpoint(pmp_no_such_symbol).exec { n++ }
probe begin { println("begin ran") }

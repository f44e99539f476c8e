# A quoted symbol must be a plain name: empty or with spaces is refused.
# error: '' is not a kernel symbol name
# error: 'vfs read' is not a kernel symbol name
# at: 5:23
probe perf.breakpoint("").rw { n++ }
probe perf.breakpoint("vfs read").rw { n++ }

# A breakpoint needs a symbol or an address.
# error: 'breakpoint' needs a kernel symbol or address: perf.breakpoint(SYMBOL)
# at: 4:12
probe perf.breakpoint.rw { n++ }

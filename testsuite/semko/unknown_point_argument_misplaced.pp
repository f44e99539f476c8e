# A known point with its argument on an inner component is not 'did you mean' itself: the message says where the argument goes.
# error: unknown probe point 'perf.sw(5).cpu_clock': only the last component of 'perf.sw.cpu_clock' may take an argument, its sample period (perf.sw.cpu_clock(N))
# at: 4:7
probe perf.sw(5).cpu_clock { n++ }

# One probe with several points of different kinds resolves to one probe per point, sharing the body.
# expect-p2: probe begin  #
# expect-p2: probe timer.s(1)  #
# expect-p2: probe perf.cpu_clock(100000)  #
# expect-p2: probe perf.page_faults.user  #
# expect-p2: probe end(3)  #
# expect-p2: globals: count(rw)
global count
probe begin, timer.s(1), perf.cpu_clock(100000), perf.page_faults.user, end(3) { count++; println(pp()) }

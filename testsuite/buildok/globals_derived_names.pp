# Globals named like what pass 3 derives from other globals (a map's
# descriptor, an aggregate's, a lock): d_a beside a, lock_b beside b
# written in a perf probe, sd_s beside the aggregate s.
global a, d_a, b, lock_b, s, sd_s
probe perf.cpu_clock(1000000) { a[1] = 1; d_a = 2; b[1]++; lock_b = 3; s <<< 1; sd_s = 4 }
probe end { println(d_a, lock_b, sd_s, @count(s), a[1], b[1]) }

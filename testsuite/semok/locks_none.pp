# Lock planning (-p2 "locks:"): begin, end, error and .counter probes run alone and take no lock; a global no concurrently running probe changes, and a scalar aggregate (per CPU), need none.
# expect-p2:   locks: none (no other handler runs alongside this probe)
# expect-p2:   globals: cap(w)
# expect-p2:   globals: cap(r), total(+)
# expect-p2:   locks: none (no handler running alongside changes these globals)
# expect-p2:   globals: total(r), n(w)
global cap, total, n
probe begin { cap = 10 }
probe perf.cpu_clock(1000000) { if (cap) total <<< 1 }
probe perf.instructions.counter { n = 1 }
probe end { n = @count(total) }

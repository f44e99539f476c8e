# Lock planning (-p2 "locks:"): a probe takes the locks of the globals its functions touch, transitively; a function changing a global makes it contended.
# expect-p2:   globals: a(rw), b(r)
# expect-p2:   locks: a(exclusive), b(shared)
# expect-p2:   globals: b(w)
# expect-p2:   locks: b(exclusive)
global a, b
function bump() { a++ }
function get() { return b }
function outer() { bump(); return get() }
function setb(v) { b = v }
probe perf.cpu_clock(1000000) { outer() }
probe timer.ms(10) { setb(1) }

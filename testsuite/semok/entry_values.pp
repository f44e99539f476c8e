# @entry(EXPR) in a .return probe: numbers and strings, $argN (the
# call's, at its entry), globals and tapset calls.  The entry run has
# its own globals and locks: only what its expressions use (h, read;
# n, written by the entry probe, so shared), not the body's (n, r).
# expect-p2: entry globals: h(r), n(r)
# expect-p2: entry locks: n(shared)
# expect-p2: locks: n(exclusive), r(exclusive)
global h, n, r
probe perf.hw.cpu_cycles.counter { h = $counter }
probe kernel.function("ksys_read") { n++ }
probe kernel.function("ksys_read").return {
	if (@entry($arg3) == 1 && @entry(execname()) == execname())
		r += read_counter(h) - @entry(read_counter(h)) + @entry(n) - n
	n++
}
probe end { println(r) }

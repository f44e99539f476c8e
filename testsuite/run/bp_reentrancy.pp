# Deterministic reentrancy: an exec breakpoint on ring_buffer_write, which
# pmprobe's own handler path calls when a run's output is written.  Every
# hit comes inside a pmprobe handler on the same CPU: it is skipped and
# counted, never nested, never deadlocked, and the exit summary says so.
# (20 ticks write 20 records; the 20th is written after exit(), when no
# handler runs any more, so its hit is not a skipped run: 19.)  The
# probe's own account of its 20 hits says the same: period 1, one call
# each, 19 skipped and the last outside the armed window.
# stderr: 19 handler runs skipped (reentrant: 19, lock contention: 0)
# stderr: perf.breakpoint(ring_buffer_write).exec: 20 counted = 0 runs + 19 skipped (19 reentrant, 0 lock contention) + 1 outside the armed window + 0 counted without a handler call
global ticks, bp
probe perf.breakpoint(ring_buffer_write).exec { bp++ }
probe timer.ms(20) {
	printf("tick %d\n", ++ticks)
	if (ticks == 20)
		exit()
}
probe end { printf("breakpoint handler ran %d times\n", bp) }

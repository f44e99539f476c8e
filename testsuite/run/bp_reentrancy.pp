# Deterministic reentrancy: an exec breakpoint on ring_buffer_write, which
# pmprobe's own handler path calls when a run's output is written.  Every
# hit comes inside a pmprobe handler on the same CPU: it is skipped and
# counted, never nested, never deadlocked, and the exit summary says so.
# (20 ticks write 20 records; the 20th is written after exit(), when no
# handler runs any more, so its hit is not a skipped run: 19.)
# stderr: 19 handler runs skipped (reentrant: 19, lock contention: 0)
global ticks, bp
probe perf.breakpoint(ring_buffer_write).exec { bp++ }
probe timer.ms(20) {
	printf("tick %d\n", ++ticks)
	if (ticks == 20)
		exit()
}
probe end { printf("breakpoint handler ran %d times\n", bp) }

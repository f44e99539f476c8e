# MAXSKIPPED takes effect: bp_reentrancy.pp's script (an exec breakpoint on
# ring_buffer_write, hit inside pmprobe's own handler each time a tick's
# record is written, so every hit is a skipped run) with -D MAXSKIPPED=5.
# The 6th skipped run is a runtime error: the script stops there (status 1,
# the error in words), the end probe still runs and its output is printed.
# Without the limit the script runs to tick 20 with 19 skips (bp_reentrancy).
# flags: -D MAXSKIPPED=5
# status: 1
# stderr: ERROR: too many skipped handler runs (more than MAXSKIPPED=5)
# stderr: 6 handler runs skipped (reentrant: 6, lock contention: 0)
global ticks, bp
probe perf.breakpoint(ring_buffer_write).exec { bp++ }
probe timer.ms(20) {
	printf("tick %d\n", ++ticks)
	if (ticks == 20)
		exit()
}
probe end { printf("breakpoint handler ran %d times\n", bp) }

# Per-call counter deltas of a kernel function under icount, on
# .process.kernel counters (the target task's own kernel-mode count,
# which follows it wherever it runs): read_counter(h) -
# @entry(read_counter(h)) at each return of ksys_read is the cycles of
# that one call (with the probe's own part inside the window).
# Ground truth: reader 200 65536 makes exactly 200 read()s of 64 KiB from
# /dev/zero (testsuite/workloads/reader.c), nothing else that reads.
# The counter's total over the same calls is W, its change from the
# first call's entry to the last call's return; the deltas summed, S,
# leave out only the kernel-mode cycles between calls (each read's
# system-call exit and the next one's entry, and the probe's parts
# outside the windows).  Rule: S <= W and W - S < 1% of W (measured on
# 6.1: W - S is 0.x% of W).  The per-call instructions (a second
# counter, the same way) go into a histogram: 200 calls, every one of
# at least 64 KiB / 8 instructions (clearing the buffer takes at least
# an instruction per 8-byte word), the largest under 4 times the
# smallest (the first call also faults the buffer's 16 pages in).
# machine: aarch64
# icount
# run: -c '/pmp/w/reader 200 65536'
global h, hi, n, s, first, last, per
probe perf.cycles.counter.process.kernel { h = $counter }
probe perf.instructions.counter.process.kernel { hi = $counter }
probe kernel.function("ksys_read").return {
	if (pid() == target()) {
		now = read_counter(h)
		s += now - @entry(read_counter(h))
		if (!n++)
			first = @entry(read_counter(h))
		last = now
		per <<< read_counter(hi) - @entry(read_counter(hi))
	}
}
probe end {
	w = last - first
	printf("calls: %d\n", n)
	printf("deltas summed within the calls' window, under 1%% short of it: %d\n",
	       s <= w && (w - s) * 100 < w)
	printf("every call at least 8192 instructions: %d\n", @min(per) >= 8192)
	printf("largest under 4 times the smallest: %d\n", @max(per) < 4 * @min(per))
	print(@hist_log(per))
}

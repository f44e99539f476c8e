# Per-call counter deltas of a kernel function under icount, on
# .process.kernel counters (the target task's own kernel-mode count,
# which follows it wherever it runs): read_counter(h) -
# @entry(read_counter(h)) at each return of ksys_read is the cycles of
# that one call (with the probe's own part inside the window).
# Ground truth: reader 50 4194304 makes exactly 50 read()s of 4 MiB
# from /dev/zero (testsuite/workloads/reader.c), nothing else that
# reads.  The counter's total over the same calls is W, its change from
# the first call's entry to the last call's return; the deltas summed,
# S, leave out only the kernel-mode cycles between calls (each read's
# system-call exit and the next one's entry, and the probe's parts
# outside the windows).  Rule: S <= W and W - S < 2% of W.  Measured
# on 6.1 with 64 KiB reads: 1,654 cycles per gap between calls; a call
# clearing 4 MiB takes over 500,000, so the gaps are some 0.1% of W
# here, and the margin leaves room for the debug kernel's longer
# system-call path (up to some 40,000 cycles per gap).  The per-call
# instructions (a second counter, the same way) go into a histogram:
# 50 calls, each of at least 4 MiB / 8 instructions (clearing the
# buffer takes at least one instruction per 8-byte word).
# machine: aarch64
# icount
# run: -c '/pmp/w/reader 50 4194304'
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
	printf("deltas summed within the calls' window, under 2%% short of it: %d\n",
	       s <= w && (w - s) * 100 < 2 * w)
	printf("instructions of calls counted: %d\n", @count(per))
	printf("every call at least 524288 instructions: %d\n", @min(per) >= 524288)
	print(@hist_log(per))
}

# kfunc_per_call.pp - what one kernel function costs per call: the
# cycles and the instructions between each call's entry and its return
# (read_counter(h) - @entry(read_counter(h))), as two histograms, for
# the calls the target process makes (its .process.kernel counters
# count only its own kernel-mode work, wherever it runs, so a call that
# sleeps or moves to another CPU is still measured right).  A delta
# includes the probe's own instructions between the two reads (about
# 1,050 on arm64, pmprobe-lang(7) "Per-call counter deltas").
#   pmprobe -c 'dd if=/dev/zero of=/dev/null bs=64k count=1000' examples/kfunc_per_call.pp
# Change "ksys_read" to the function to measure.  It needs a CPU PMU: a
# real machine, or QEMU's arm64 guest, where the suite runs it (under
# icount, where QEMU counts instructions; a cycle is an instruction
# there, so the two histograms agree).
# machine: aarch64
# icount
# run: -c '/pmp/w/reader 300 4096'
global hc, hi, cycles, insns
probe perf.cycles.counter.process.kernel { hc = $counter }
probe perf.instructions.counter.process.kernel? { hi = $counter }
probe kernel.function("ksys_read").return {
	if (pid() == target()) {
		cycles <<< read_counter(hc) - @entry(read_counter(hc))
		/* every @entry is evaluated at every call's entry, whatever
		 * the return's body then does: guard it there too */
		if (hi)
			insns <<< read_counter(hi) - @entry(hi ? read_counter(hi) : 0)
	}
}
probe end {
	printf("ksys_read: %d calls; cycles per call:\n", @count(cycles))
	print(@hist_log(cycles))
	if (hi) {
		printf("instructions per call:\n")
		print(@hist_log(insns))
	}
}

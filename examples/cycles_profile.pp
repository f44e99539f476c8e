# cycles_profile.pp - where the CPU's cycles go in the kernel: samples
# the PMU's cycle counter and folds each kernel sample's stack as
# flamegraph.pl reads it ("outer;...;inner count"), heaviest first.
#   pmprobe -c 'make -j8' examples/cycles_profile.pp > out.folded
#   flamegraph.pl out.folded > cycles.svg
# It needs a CPU PMU: a real machine, or QEMU's arm64 guest, where the
# suite runs it (most virtual machines have none).  One sample every
# 1,000,000 cycles is some 3,000 a second per busy CPU at 3 GHz, near
# perf record's 4,000 Hz: each sample walks the stack and looks up every
# frame's symbol, which costs about 130 us on the arm64 debug kernel.
# machine: aarch64
# flags: -D MAXSTRINGLEN=1024
# run: -c '/pmp/w/syscalls 500'
global stacks, samples
probe perf.cycles(1000000) {
	samples++
	if (!user_mode())
		stacks[backtrace_folded()]++
}
probe end {
	foreach ([s] in stacks- limit 10)
		printf("%s %d\n", s, stacks[s])
	printf("# %d samples\n", samples)
}

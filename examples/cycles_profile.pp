# cycles_profile.pp - where the CPU's cycles go in the kernel: samples
# the PMU's cycle counter and folds each kernel sample's stack as
# flamegraph.pl reads it ("outer;...;inner count"), heaviest first.
#   pmprobe -c 'make -j8' examples/cycles_profile.pp > out.folded
#   flamegraph.pl out.folded > cycles.svg
# It needs a CPU PMU: a real machine, or QEMU's arm64 guest, where the
# suite runs it (most virtual machines have none).
# machine: aarch64
# flags: -D MAXSTRINGLEN=1024
# run: -c '/pmp/w/syscalls 500'
global stacks, samples
probe perf.cycles(200000) {
	samples++
	if (!user_mode())
		stacks[backtrace_folded()]++
}
probe end {
	foreach ([s] in stacks- limit 10)
		printf("%s %d\n", s, stacks[s])
	printf("# %d samples\n", samples)
}

# flamegraph.pp - a kernel-stack sampling profiler: every sample's kernel
# stack, folded "outer;...;inner count" as flamegraph.pl reads it:
#   pmprobe -T 10 examples/flamegraph.pp > out.folded
#   flamegraph.pl out.folded > kernel.svg
# run: -T 2 -c '/pmp/w/touch 4000'
global stacks
probe perf.cpu_clock(1000000) {
	if (!user_mode())
		stacks[backtrace_folded()]++
}
probe end {
	foreach ([s] in stacks-)
		printf("%s %d\n", s, stacks[s])
}

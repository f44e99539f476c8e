# kernel_pprof.pp - a kernel profile for pprof and for a browser: every
# millisecond of each CPU's clock, a sample in the kernel counts its
# stack, folded "outer;...;inner".  The array is printed at exit, and
# --pprof and --flamegraph write it as a pprof profile and an SVG flame
# graph (pmprobe(1), PROFILES):
#   pmprobe -T 10 --pprof kernel.pb.gz --flamegraph kernel.svg examples/kernel_pprof.pp
#   go tool pprof -top kernel.pb.gz      (or -http=localhost:8080 kernel.pb.gz)
# The suite runs it in the x86 guest as below, and once more with --vm,
# --pprof and --flamegraph (testsuite/lib/profiles.sh).
# run: -T 2 -c 'dd if=/dev/zero of=/dev/null bs=1 count=100000'
global stacks
probe perf.cpu_clock(1000000) {
	if (!user_mode())
		stacks[backtrace_folded()]++
}

# user_pprof.pp - a profile of one program, its own functions and the
# kernel's: every millisecond of its CPU time, the sample's whole stack
# (user-space frames, named from the program's mappings, then kernel
# frames), folded "outer;...;inner".  Build the program with frame
# pointers (-fno-omit-frame-pointer -mno-omit-leaf-frame-pointer) for
# whole stacks (pmprobe(1), PROFILES, User-space stacks).
#   pmprobe --pprof prog.pb.gz --flamegraph prog.svg -c 'PROGRAM ARGS' examples/user_pprof.pp
#   go tool pprof -top prog.pb.gz
# The suite runs it on testsuite/workloads/ustack_fp.c, whose time is in
# pmp_hot_a (3/4) and pmp_hot_b (1/4) under main;pmp_work.
# run: -c '/pmp/w/ustack_fp 100'
global stacks
probe perf.cpu_clock(1000000) {
	if (pid() == target())
		stacks[uk_backtrace_folded()]++
}

# What a handler knows in the PMU's overflow interrupt (hard IRQ on
# arm64): the sampled kernel function by name (symname(addr()) is
# "name+0xOFF"), the kernel stack (backtrace_folded(): arm64 walks from
# the handler across the exception into the sampled code), and which
# process was running (execname(), pid() against target()).  The
# workload makes system calls, so it is sampled in the kernel.
# machine: aarch64
# smoke
# run: -c '/pmp/w/syscalls 400'
global ksym, kbt, names, tpid
probe perf.cycles(1000000) {
	if (!user_mode() && pid() == target() && ksym == "") {
		ksym = symname(addr())
		kbt = backtrace_folded()
	}
	names[execname()]++
	if (pid() == target()) tpid++
}
probe end {
	printf("symname: %d\n", isinstr(ksym, "+0x"))
	printf("stack of several frames: %d\n", isinstr(kbt, ";"))
	printf("the workload's samples by name: %d, by pid: %d\n", names["syscalls"] > 0, tpid > 0)
}

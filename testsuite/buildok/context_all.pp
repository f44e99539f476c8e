# Every context function in a perf probe.
global s
probe perf.cpu_clock(1000000) {
	s = sprintf("%d %d %d %d %d %s %d %s %d %x %d %s %s", cpu(), pid(), tid(), ppid(), uid(),
		    execname(), target(), pp(), user_mode(), addr(), sample_period(),
		    symname(addr()), backtrace())
	print_backtrace()
}

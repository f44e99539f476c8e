# Context functions are usable where they make sense: addr()/user_mode()/backtrace() in perf and timer probes, sample_period() in perf probes, pid()/cpu()/execname() anywhere.
# expect-p2: sample_period:long()
# expect-p2: symname:string(addr:long)
# expect-p2: backtrace:string()
probe perf.cpu_clock {
	printf("%d %d %d %s %s\n", sample_period(), addr(), user_mode(), symname(addr()), backtrace())
	print_backtrace()
}
probe timer.ms(10) { printf("%d %d %s\n", addr(), user_mode(), backtrace()) }
probe begin, end, error { printf("%d %d %d %d %d %s %d %s\n", cpu(), pid(), tid(), ppid(), uid(), execname(), target(), pp()) }

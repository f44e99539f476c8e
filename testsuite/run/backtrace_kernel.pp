# backtrace() of a kernel sample is hex addresses, innermost first (the sample's own address first); print_backtrace() prints symbols.
global done
probe perf.cpu_clock(1000000).kernel {
	if (done) next
	done = 1
	bt = backtrace()
	printf("bt=%s\n", bt)
	printf("first_is_addr=%d\n", substr(bt, 0, strlen(sprintf("0x%x", addr()))) == sprintf("0x%x", addr()))
	print_backtrace()
	exit()
}

# -c CMD: target() is the pid of the command (it prints its own pid); perf samples of it carry pid() == target().
# run: -c '/pmp/w/showpid 300'
global hits, other, t
probe perf.cpu_clock(1000000) {
	if (execname() == "showpid") { if (pid() == target() && tid() == pid()) hits++; else other++ }
}
probe end { printf("target=%d hits>0=%d other=%d\n", target(), hits > 0, other) }

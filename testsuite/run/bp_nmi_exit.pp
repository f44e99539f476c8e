# exit() from a breakpoint handler (NMI): that run ends, no further
# handler runs, end runs.
# cpus: 1
# run: -c '/pmp/w/reader 5000'
global n
probe perf.breakpoint(ksys_read).exec {
	if (pid() == target() && ++n == 100)
		exit()
}
probe end { printf("stopped at %d\n", n) }

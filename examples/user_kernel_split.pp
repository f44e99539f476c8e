# user_kernel_split.pp - for each process, how its CPU time splits between
# user and kernel mode, from task_clock samples of the command given
# with -c (and the threads it starts).
# run: -c '/pmp/w/touch 3000'
global mode
probe perf.task_clock(100000).process {
	mode[execname(), user_mode() ? "user" : "kernel"]++
}
probe end {
	foreach ([comm, m] in mode)
		printf("%-16s %-6s %d\n", comm, m, mode[comm, m])
}

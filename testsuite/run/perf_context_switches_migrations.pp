# perf.context_switches(1): a workload sleeping 1 ms 50 times switches out 50+ times.
# perf.cpu_migrations(1): the migrate workload pins itself to CPU 0 and CPU 1
# in turn, 20 times: from the 2nd call on, each moves it to the other CPU,
# so at least 19 migrations are its own (the kernel counts a migration when
# the moved task is scheduled in on its new CPU, in that task's context),
# and the system-wide count is at least as large.
# run: -c '/pmp/w/sleeper 50; /pmp/w/migrate 20'
global sw, all, mig, migall
probe perf.context_switches(1) { all++; if (execname() == "sleeper") sw++ }
probe perf.cpu_migrations(1) { migall++; if (execname() == "migrate") mig++ }
probe end {
	printf("sleeper_switches>=50: %d all>=sleeper: %d\n", sw >= 50, all >= sw)
	printf("migrate>=19: %d all>=migrate: %d\n", mig >= 19, migall >= mig)
}

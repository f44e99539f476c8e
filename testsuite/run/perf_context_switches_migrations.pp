# perf.context_switches(1): a workload sleeping 1 ms 50 times is sampled on
# every switch: at least as many samples as the kernel's own count of its
# switches (getrusage, printed by the workload as it exits) less two (the
# forked child may switch before its exec, while execname() is still "sh",
# and getrusage counts those), which is at least 25 (a sleep whose timer
# fires before the task reaches schedule() on a loaded host does not
# switch).
# perf.cpu_migrations(1): the migrate workload pins itself to CPU 0 and CPU 1
# in turn, 20 times: from the 2nd call on, each moves it to the other CPU,
# so at least 19 migrations are its own (the kernel counts a migration when
# the moved task is scheduled in on its new CPU, in that task's context),
# and the system-wide count is at least as large.
# run: -c '/pmp/w/sleeper 50; /pmp/w/migrate 20'
# after: cp /tmp/out /tmp/cs; awk -F'[= ]' '/^rusage_switches=/ { r = $2 } /^sleeper_switches=/ { p = $2 } END { print "sampled >= the kernel count - 2, >= 25:", (p + 2 >= r + 0 && r + 0 >= 25) }' /tmp/cs
global sw, all, mig, migall
probe perf.context_switches(1) { all++; if (execname() == "sleeper") sw++ }
probe perf.cpu_migrations(1) { migall++; if (execname() == "migrate") mig++ }
probe end {
	printf("sleeper_switches=%d all>=sleeper: %d\n", sw, all >= sw)
	printf("migrate>=19: %d all>=migrate: %d\n", mig >= 19, migall >= mig)
}

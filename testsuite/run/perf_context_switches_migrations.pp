# perf.context_switches(1): a workload sleeping 1 ms 50 times switches out 50+ times; perf.cpu_migrations: one pinning itself to CPU 0 and 1 in turn migrates (count printed).
# run: -c '/pmp/w/sleeper 50; /pmp/w/migrate 20'
global sw, all, mig, migall
probe perf.context_switches(1) { all++; if (execname() == "sleeper") sw++ }
probe perf.cpu_migrations(1) { migall++; if (execname() == "migrate") mig++ }
probe end {
	printf("sleeper_switches>=50: %d all>=sleeper: %d\n", sw >= 50, all >= sw)
	printf("migrations=%d migrate=%d\n", migall, mig)
}

# A core PMU's cpus file that is not a CPU list
# (testsuite/sysfs-hybrid/bad: cpu_atom's is "16-").
# flags: --sysfs-root testsuite/sysfs-hybrid/bad
# error: perf.hw_cache.l1d.read.miss(10000): the target machine is hybrid, and PMU cpu_atom: its cpus '16-' is not a CPU list (N or N-M, separated by commas)
# at: 6:7
probe perf.hw_cache.l1d.read.miss(10000) { printf("%d\n", cpu()) }

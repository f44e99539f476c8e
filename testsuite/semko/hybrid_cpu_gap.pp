# A hybrid machine whose core PMUs' CPU lists leave CPUs to neither
# (testsuite/sysfs-hybrid/gap: cpu_core 0-15, cpu_atom 20-23): which
# PMU counts there cannot be told, one error at the first generic point.
# flags: --sysfs-root testsuite/sysfs-hybrid/gap
# error: perf.cycles.counter: the target machine is hybrid, and the core PMUs' CPU lists give CPU 16 to neither core type (cpu_atom: 20-23, cpu_core: 0-15): pmprobe cannot tell which core type counts there
# at: 7:7
probe perf.cycles.counter { printf("%d\n", read_counter($counter)) }

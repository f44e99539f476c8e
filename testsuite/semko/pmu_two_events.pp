# perf's spelling with two bare terms that are both events of the PMU:
# one point counts one event.
# flags: --sysfs-root testsuite/sysfs
# error: the terms name two events of PMU cpu, mem-loads and cpu-cycles: a point counts one event
# at: 6:18
probe perf.event("cpu/mem-loads,cpu-cycles/").counter { }

# A generic event of a process on a hybrid machine: one event follows
# the process across CPUs, and would count on one core type's PMU only.
# flags: --sysfs-root testsuite/sysfs-hybrid -x 1
# error: perf.instructions.process.counter: a generic event of a process on a hybrid machine would count on one core type only: count it per CPU (without .process), or name a core PMU (perf.pmu("cpu_core")...)
# at: 6:7
probe perf.instructions.process.counter { printf("%d\n", read_counter($counter)) }

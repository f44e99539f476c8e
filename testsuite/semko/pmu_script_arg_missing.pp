# A sysfs PMU point's name from a script argument that was not given.
# flags: --sysfs-root testsuite/sysfs
# error: script argument @2 was not given
# at: 5:29
probe perf.pmu("msr").event(@2).counter { }

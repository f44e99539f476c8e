# A format file with a line that is not a field: an error, not a guess.
# flags: --sysfs-root testsuite/sysfs
# error: tracepoint fake:broken: its format file has a line pmprobe cannot read
# at: 5:23
probe perf.tracepoint("fake:broken") { }

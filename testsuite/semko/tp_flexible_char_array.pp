# A flexible char array (size 0, as ftrace's print events have) runs to
# the end of the record: its length is not in the format, so it is not
# read (it was read as a string of 0 bytes, always "").
# flags: --sysfs-root testsuite/sysfs
# error: field 'buf' of tracepoint fake:flexible is 'char buf[]': pmprobe reads numbers, pointers, char arrays and __data_loc strings only
# at: 7:57
probe perf.tracepoint("fake:flexible") { printf("%s\n", $buf) }

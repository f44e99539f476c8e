# A field pmprobe cannot read as a number or string (an array of u8).
# flags: --sysfs-root testsuite/sysfs
# error: field 'mac' of tracepoint fake:all_kinds is 'u8 mac[6]': pmprobe reads numbers, pointers, char arrays and __data_loc strings only
# at: 5:58
probe perf.tracepoint("fake:all_kinds") { printf("%d\n", $mac) }

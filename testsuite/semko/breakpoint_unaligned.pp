# A data breakpoint's address must be aligned to its length.
# error: address 0xffffffff82000001 is not aligned to the length 4
# error: address 0xffffffff82000004 is not aligned to the length 8
# at: 5:23
probe perf.breakpoint(0xffffffff82000001).write.len(4) { n++ }
probe perf.breakpoint(0xffffffff82000004).rw.len(8) { n++ }

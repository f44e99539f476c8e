# A data breakpoint's length must be 1, 2, 4 or 8.
# error: breakpoint length must be 1, 2, 4 or 8 bytes
# at: 4:39
probe perf.breakpoint(jiffies).rw.len(3) { n++ }
probe perf.breakpoint(jiffies).write.len(16) { n++ }

# x86 cannot watch reads alone: .read is refused with a hint to use .rw.
# error: x86 debug registers cannot watch reads alone; use .rw (reads and writes)
# at: 4:32
probe perf.breakpoint(jiffies).read { n++ }

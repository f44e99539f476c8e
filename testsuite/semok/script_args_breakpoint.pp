# @N names a breakpoint's symbol, and $N its length.
# arches: x86_64
# args: jiffies_64 8
# expect-p2: bp=jiffies_64 access=write len=8
probe perf.breakpoint(@1).write.len($2) { println(addr()) }

# Data breakpoints: .write and .rw with the default length 1 and every .len(N), on symbols (bare or quoted).
# arches: x86_64
# expect-p2: bp=jiffies_64 access=write len=1 mode=sampling period=1 (default)
# expect-p2: bp=jiffies_64 access=write len=2
# expect-p2: bp=jiffies_64 access=rw len=4
# expect-p2: bp=jiffies_64 access=rw len=8 mode=counting
# expect-p2: bp=nr_threads access=rw len=1 mode=sampling period=3 scope=per-cpu
probe perf.breakpoint(jiffies_64).write, perf.breakpoint(jiffies_64).write.len(2),
      perf.breakpoint("jiffies_64").rw.len(4), perf.breakpoint(jiffies_64).rw.len(8).counter,
      perf.breakpoint(nr_threads).rw.sample(3) { n++ }

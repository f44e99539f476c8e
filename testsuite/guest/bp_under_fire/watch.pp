# A breakpoint script loaded and unloaded again and again.
global n
probe perf.breakpoint(ksys_read).exec { if (++n >= 200) exit() }
probe perf.breakpoint(jiffies_64).write.len(8) { n++ }
probe end { println(n >= 200) }

# Breakpoints: symbols and addresses, exec, write and rw with lengths.
# arches: x86_64
global n
probe perf.breakpoint(ksys_read).exec { n["x"]++ }
probe perf.breakpoint("jiffies_64").write.len(8) { n["w"]++ }
probe perf.breakpoint(jiffies_64).rw.len(4) { n["rw"]++ }
probe perf.breakpoint(0xffffffff81000000).exec? { n["a"]++ }

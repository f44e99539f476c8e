# perf.breakpoint(SYMBOL).exec is an instruction breakpoint (type 5) on a kernel symbol, length 8, period 1.
# arches: x86_64
# expect-p2: perf type=5 (breakpoint) config=0x0 bp=vfs_read access=exec len=8 mode=sampling period=1 (default) scope=per-cpu count=kernel+user
probe perf.breakpoint(vfs_read).exec { println(symname(addr())) }

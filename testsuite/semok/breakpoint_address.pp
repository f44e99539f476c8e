# A breakpoint on a numeric kernel address, aligned to its length.
# arches: x86_64
# expect-p2: bp=0xffffffff82000000 access=exec len=8
# expect-p2: bp=0xffffffff82000008 access=rw len=8
# expect-p2: bp=0xffffffff82000002 access=write len=2
probe perf.breakpoint(0xffffffff82000000).exec, perf.breakpoint(0xffffffff82000008).rw.len(8),
      perf.breakpoint(0xffffffff82000002).write.len(2) { println(addr()) }

# .kernel counts only kernel mode and .user only user mode; without either, both.
# expect-p2: config=0x1 mode=sampling period=1000000 (default) scope=per-cpu count=kernel
# expect-p2: config=0x2 mode=sampling period=100 (default) scope=per-cpu count=user
# expect-p2: config=0x3 mode=sampling period=1000 (default) scope=per-cpu count=kernel+user
probe perf.instructions.kernel, perf.page_faults.user, perf.context_switches { n++ }

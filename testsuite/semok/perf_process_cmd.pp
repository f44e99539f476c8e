# .process scopes the event to the target process given with -c CMD, and combines with .hz and .kernel.
# flags: -c true
# expect-p2: perf.sw.task_clock: perf type=1 (software) config=0x1 mode=sampling freq=1000Hz scope=target-process count=kernel
# expect-p2: perf.sw.cpu_clock: perf type=1 (software) config=0x0 mode=sampling period=1000000 (default) scope=per-cpu
probe perf.task_clock.hz(1000).kernel.process { n++ }
probe perf.cpu_clock { m++ }

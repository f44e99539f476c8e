# Suffixes combine in any order: period, mode, and scope are independent.
# flags: -x 1
# expect-p2: perf.hw.instructions: perf type=0 (hardware) config=0x1 mode=sampling period=5000 scope=target-process count=kernel
# expect-p2: perf.hw.branch_instructions: perf type=0 (hardware) config=0x4 mode=sampling freq=200Hz scope=per-cpu count=user
# expect-p2: perf.hw.cache_misses: perf type=0 (hardware) config=0x3 mode=counting scope=target-process count=user
probe perf.instructions.process.kernel.sample(5000), perf.branches.user.hz(200),
      perf.cache_misses.user.counter.process { n++ }

# perf.raw(CONFIG) is PERF_TYPE_RAW (4) with the given config; a period or frequency is needed.
# expect-p2: perf type=4 (raw) config=0x1c2 mode=sampling period=1000 scope=per-cpu count=kernel+user
# expect-p2: perf type=4 (raw) config=0x53003c mode=sampling freq=4000Hz scope=per-cpu count=user
# expect-p2: perf type=4 (raw) config=0x10 mode=sampling period=5000 scope=per-cpu
probe perf.raw(0x1c2).sample(1000), perf.raw(0x53003c).hz(4000).user, perf.raw(16).sample(5000) { n++ }

# perf.type(T).config(C) names any perf_event_attr type and config; a known pair keeps the numbers given.
# expect-p2: perf type=1 (software) config=0x3 mode=sampling period=10 scope=per-cpu
# expect-p2: perf type=0 (hardware) config=0x0 mode=counting
# expect-p2: perf type=3 (hardware cache) config=0x10002 mode=sampling freq=50Hz
# expect-p2: perf type=8 (dynamic PMU) config=0x2 mode=sampling period=100000 scope=per-cpu count=kernel
probe perf.type(1).config(3).sample(10), perf.type(0).config(0).counter,
      perf.type(3).config(0x10002).hz(50), perf.type(8).config(2).sample(100000).kernel { n++ }

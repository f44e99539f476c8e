# A sample period (N) after the base forms' arguments, as on any perf point.
# expect-p2: perf type=4 (raw) config=0x1234 mode=sampling period=5000 scope
# expect-p2: perf type=1 (software) config=0x0 mode=sampling period=1000 scope
# expect-p2: perf type=0 (hardware) config=0x1 mode=sampling period=7 scope=per-cpu count=kernel
probe perf.raw(0x1234)(5000), perf.type(1).config(0)(1000), perf.type(0).config(1)(7).kernel { n++ }

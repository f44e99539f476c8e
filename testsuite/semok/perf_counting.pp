# .counter makes a counting-only event (no period, no frequency); $counter is its handle.
# expect-p2: perf.hw.cpu_cycles: perf type=0 (hardware) config=0x0 mode=counting scope=per-cpu count=kernel+user
# expect-p2: perf.sw.task_clock: perf type=1 (software) config=0x1 mode=counting scope=per-cpu count=kernel
# expect-p2: perf type=4 (raw) config=0x1c2 mode=counting scope=per-cpu
# expect-p2: h[string]:long
global h
probe perf.cycles.counter { h["cyc"] = $counter }
probe perf.task_clock.counter.kernel { h["task"] = $counter }
probe perf.raw(0x1c2).counter { h["raw"] = $counter }
probe end { foreach (k in h) printf("%s %d\n", k, read_counter(h[k])) }

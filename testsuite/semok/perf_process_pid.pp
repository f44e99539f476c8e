# .process scopes the event to the target process given with -x PID.
# flags: -x 1
# expect-p2: perf.hw.cpu_cycles: perf type=0 (hardware) config=0x0 mode=sampling period=100000 scope=target-process count=kernel+user
# expect-p2: perf.sw.context_switches: perf type=1 (software) config=0x3 mode=counting scope=target-process count=user
probe perf.cycles(100000).process { println(target()) }
probe perf.context_switches.user.process.counter { h = $counter }

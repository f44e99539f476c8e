# .process events for the target, and target().
# flags: -x 1
global n
probe perf.task_clock(100000).process { n[tid()]++ }
probe end { println(target()) }

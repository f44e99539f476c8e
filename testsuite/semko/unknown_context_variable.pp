# Context variables other than $counter do not exist.
# error: unknown context variable '$count' (pmprobe knows $counter)
# at: 4:25
probe perf.cycles { h = $count }

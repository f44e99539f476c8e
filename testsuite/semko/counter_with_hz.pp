# A counting point takes no frequency.
# error: a '.counter' point only counts: it takes no sample period or frequency
# at: 4:33
probe perf.instructions.counter.hz(5) { h = $counter }

# A counting point takes no sample period.
# error: a '.counter' point only counts: it takes no sample period or frequency
# at: 4:12
probe perf.cycles(100).counter { h = $counter }

# The handle of an optional event that could not be opened (no PMU in the
# guest) is never set: reading it is a clear runtime error, not a 0.
# status: 1
# stderr: is not a counter handle
# stderr: skipped
global h
probe perf.cycles.counter? { h = $counter }
probe begin { println(read_counter(h)) }

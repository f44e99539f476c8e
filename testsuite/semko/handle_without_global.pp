# A counter handle kept without 'global': the end probe's 'h' is its own
# local, never assigned; the error says which probe assigns an 'h'.
# error: local variable 'h' is read but never assigned in this probe: it is always 0 (or ""); declare 'global h' to share one variable with the probe 'perf.cpu_clock.counter' at
# at: 6:44
probe perf.cpu_clock.counter { h = $counter }
probe end { printf("%d ns\n", read_counter(h)) }

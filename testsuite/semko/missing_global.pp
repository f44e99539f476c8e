# A counter kept without 'global': each probe has its own local 'n', so
# the end probe would print a plausible 0.  An error naming the variable
# and the probe that assigns its own 'n', saying to declare it global.
# error: local variable 'n' is read but never assigned in this probe: it is always 0 (or ""); declare 'global n' to share one variable with the probe 'perf.cpu_clock(1000000)' at
# at: 7:30
probe perf.cpu_clock(1000000) { n++ }
probe end { printf("n=%d\n", n) }

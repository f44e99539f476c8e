# A missing $N or @N in a probe point is reported where it is used.
# error: script argument $1 was not given
# error: script argument @2 was not given
# at: 5:19
probe perf.cycles($1) { n++ }
probe perf.breakpoint(@2).rw { n++ }

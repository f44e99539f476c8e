# With -t an empty probe is not a side-effect-free one: its hits are
# counted and printed at exit, as SystemTap's -t keeps it quiet too.
# Its statements are still elided, with their warnings.
# flags: -t
# no-warning: side-effect-free probe
# warning: 8:20: eliding side-effect-free expression
global n
probe timer.s(1) { n + 1; }
probe perf.cpu_clock { }
probe end { println(n) }

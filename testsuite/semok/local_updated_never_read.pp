# A local only updated (n++) lasts one handler run: a warning that says
# so and, where another probe reads an 'n' of its own, names it.  The
# elision of a plain assignment to a local another probe reads says the
# same instead of "it is never read".
# warning: 7:33: local variable 'n' is updated but never read: a local lasts one handler run; declare 'global n' to share one variable with the probe 'end' at
# warning: 8:35: eliding assignment to 'h': this probe never reads it; declare 'global h' to share one variable with the probe 'end' at
probe perf.cpu_clock(1000000) { n++ }
probe perf.task_clock.counter { h = $counter; println("x") }
probe end { n = 1; h = 2; printf("%d %d\n", n, read_counter(h)) }

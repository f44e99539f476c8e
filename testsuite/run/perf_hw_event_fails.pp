# A hardware event on a machine without a PMU: load fails with status 1, a clear message, no handler runs.
# smoke
# status: 1
# stderr: cannot open
# stderr: cpu_cycles
# stderr: use a software event
probe perf.cycles(100000) { n++ }
probe begin { println("begin must not run") }
probe end { println("end must not run") }

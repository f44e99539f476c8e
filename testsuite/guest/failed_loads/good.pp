# The script every failed load is followed by: it must load and run.
global n
probe perf.cpu_clock(1000000) { if (++n >= 20) exit() }
probe end { println("good ran") }

# 'probe NAME = POINT[, POINT] { prologue }' defines an alias; its use with suffixes parses like any point.
probe my.clock = perf.cpu_clock.sample(500) { started = 1 }
probe my.both = perf.cycles, perf.instructions { }
probe my.clock { println(started) }
probe my.both.kernel(20000) { }

# An unknown probe point is an error that suggests the nearest known point.
# error: unknown probe point 'perf.cycle'; did you mean 'perf.cycles'? (pmprobe -l '*' lists them)
# at: 4:7
probe perf.cycle { n++ }

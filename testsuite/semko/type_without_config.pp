# perf.type(T) must be followed by .config(C).
# error: perf.type(T) must be followed by .config(C)
# at: 4:12
probe perf.type(1).sample(10) { n++ }

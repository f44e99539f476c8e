# The short form (N) is a sample period too, so it excludes .hz.
# error: '.hz' (frequency) and a sample period cannot both be given
# at: 4:28
probe perf.cpu_clock(1000).hz(10) { n++ }

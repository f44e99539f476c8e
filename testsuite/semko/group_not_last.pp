# .group(...) ends the point: a suffix after it is refused, saying where
# it goes.
# error: '.group(...)' goes last on a perf point, after its suffixes
# at: 5:28
probe perf.cycles(1000000).group(perf.instructions).kernel { }

# .sample(N) and .hz(F) exclude each other, in either order.
# error: '.hz' (frequency) and a sample period cannot both be given
# at: 4:31
probe perf.cycles.sample(100).hz(10) { n++ }
probe perf.instructions.hz(10).sample(100) { n++ }

# .kernel and .user exclude each other (to count both, give neither).
# error: '.kernel' and '.user' exclude each other: give one (or neither, to count both)
# at: 4:26
probe perf.cycles.kernel.user { n++ }

# A suffix given twice is an error, including a period given both as (N) and as .sample(N).
# error: '.kernel' given twice
# error: a sample period given twice ((N) and .sample(N) are the same)
# at: 5:26
probe perf.cycles.kernel.kernel { n++ }
probe perf.cycles(10).sample(20) { n++ }

# A suffix given twice is an error, including a period given both as (N) and as .sample(N).
# error: '.kernel' given twice
# error: '.sample' given twice
# at: 5:26
probe perf.cycles.kernel.kernel { n++ }
probe perf.cycles(10).sample(20) { n++ }

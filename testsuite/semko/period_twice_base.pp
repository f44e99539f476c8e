# A period written as (N) after a base form's argument and again as .sample(N) is given twice.
# error: a sample period given twice ((N) and .sample(N) are the same)
# at: 4:27
probe perf.raw(0x12)(100).sample(200) { n++ }

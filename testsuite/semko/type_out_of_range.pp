# A perf type must fit in 32 bits (and not be negative).
# error: perf event type out of range
# at: 4:17
probe perf.type(0x100000000).config(0).sample(1) { n++ }
probe perf.type(-1).config(0).sample(1) { n++ }

# Raw and type/config events with suffixes.
probe perf.raw(0x1234).sample(10000).kernel? { }
probe perf.type(1).config(0).hz(50).user { }

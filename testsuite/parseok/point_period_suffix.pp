# A sample period (N) after the argument of a base form: perf.raw(C)(N), perf.type(T).config(C)(N).
probe perf.raw(0x1234)(5000), perf.type(1).config(0)(1000), perf.raw($1)($2) { n++ }

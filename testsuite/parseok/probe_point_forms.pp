# Every probe point shape parses: bare names, dotted, arguments (number, negative, hex, identifier, string, $N, @N), '?', several points.
probe begin, begin(-5), end(10), error { }
probe timer.s(1), timer.ms(100), timer.us(500), timer.hz(1000) { }
probe perf.cycles, perf.cycles(100000), perf.cycles.sample(100000).kernel? { }
probe perf.hw.cpu_cycles.hz(99).user, perf.sw.cpu_clock.counter, perf.hw_cache.ll.read.miss.process { }
probe perf.raw(0x1c2).sample(1000), perf.type(4).config(0x3c).sample(5000) { }
probe perf.breakpoint(jiffies).exec, perf.breakpoint("jiffies_64").write.len(8), perf.breakpoint(0xffffffff81000000).rw.len(4) { }
probe perf.cycles($1)?, perf.breakpoint(@1).rw? { }
probe no.such.point.checked.by.pass2 { }

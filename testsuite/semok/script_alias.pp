# A script may define its own alias: the alias chain is shown, the prologue joins the body, and a period written at the use wins.
# expect-p2: aliases: my.clock -> perf.cpu_clock -> perf.sw.cpu_clock
# expect-p2: perf.sw.cpu_clock: perf type=1 (software) config=0x0 mode=sampling period=2000 scope=per-cpu
# expect-p2: locals: tick:long
probe my.clock = perf.cpu_clock.sample(500) { tick = 1 }
probe my.clock { println(tick) }
probe my.clock(2000) { println(tick + 1) }

# error() and exit() from handlers.
global n
probe perf.cpu_clock(1000000) { if (++n > 10) exit() }
probe timer.ms(500) { error("took too long") }
probe error { println("error probe") }

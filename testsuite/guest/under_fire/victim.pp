# Loaded and unloaded 50 times under fire: maps, printf, a timer and end.
global a, t
probe perf.cpu_clock(200000) { a[execname()]++; if (++t > 40) exit() }
probe timer.ms(50) { printf("tick %d\n", t) }
probe end { foreach ([e] in a- limit 1) printf("%s\n", e) }

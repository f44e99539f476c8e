# Both CPUs sample every 200 us and hold g's lock for 1000 increments: when
# their handlers overlap, MAXTRYLOCK=1 gives up at once.
# flags: -D MAXTRYLOCK=1 -D MAXACTION=100000
global g
probe perf.cpu_clock(200000) { for (i = 0; i < 1000; i++) g++ }
probe end { printf("g>0: %d\n", g > 0) }

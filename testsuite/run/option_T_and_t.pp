# -T 1 stops a script that never exits by itself after about one second (end runs, status 0); -t prints per-probe hits and handler times on stderr.
# run: -t -T 1
# stderr: timer.ms(50): hits=
# stderr: min=
global t0, ticks
probe begin { t0 = gettimeofday_ms(); println("started") }
probe timer.ms(50) { ticks++ }
probe end { d = gettimeofday_ms() - t0; printf("stopped after ~1s: %d ticks>=15: %d\n", d >= 900 && d <= 2000, ticks >= 15) }

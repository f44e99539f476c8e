# -T 1 stops a script that never exits by itself after about one second (end runs, status 0); -t prints per-probe hits and handler times on stderr.
# The -t line must show the timer's real hit count (15 to 49: 50 ms ticks for 0.9 to 2 s, as the end probe checks) and nonzero handler times.
# run: -t -T 1
# stderr-re: ^/.*option_T_and_t\.pp:7:7: timer\.ms\(50\): hits=(1[5-9]|[2-4][0-9]) min=[1-9][0-9]*ns avg=[1-9][0-9]*ns max=[1-9][0-9]*ns$
global t0, ticks
probe begin { t0 = gettimeofday_ms(); println("started") }
probe timer.ms(50) { ticks++ }
probe end { d = gettimeofday_ms() - t0; printf("stopped after ~1s: %d ticks>=15: %d\n", d >= 900 && d <= 2000, ticks >= 15) }

# -D MAXERRORS=3: the first two runtime errors are reported and the script goes on; the third stops it.
# flags: -D MAXERRORS=3
# status: 1
# stderr: ERROR: failure 1 near
# stderr: ERROR: failure 2 near
# stderr: ERROR: failure 3 near
global n
probe timer.ms(10) { n++; error(sprintf("failure %d", n)) }
probe end { printf("n=%d\n", n) }

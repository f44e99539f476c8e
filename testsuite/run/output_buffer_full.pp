# A reader that cannot keep up (stdout is a pipe nobody reads for 3 s): handlers' records are dropped, counted and reported; end output still arrives.
# The buffers are the smallest (-s 16K: each run prints 7.5 KB), so three
# runs of the 2-ms timer fill them: a 1-s run makes some 500 on an idle
# host, and more than 2 on the busiest (a debug-kernel guest on a loaded
# host once made fewer than 100, which an earlier bound of 100 failed).
# flags: -D MAXACTION=100000
# run: -s 16K -T 1 2>&1 | (sleep 3; cat)
global runs
probe timer.ms(2) { runs++; for (i = 0; i < 100; i++) printf("run %d line %d %s\n", runs, i, "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx") }
probe end { printf("end runs>2: %d\n", runs > 2) }

# A reader that cannot keep up (stdout is a pipe nobody reads for 3 s): handlers' records are dropped, counted and reported; end output still arrives.
# flags: -D MAXACTION=100000
# run: -s 1 -T 1 2>&1 | (sleep 3; cat)
global runs
probe timer.ms(2) { runs++; for (i = 0; i < 100; i++) printf("run %d line %d %s\n", runs, i, "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx") }
probe end { printf("end runs>100: %d\n", runs > 100) }

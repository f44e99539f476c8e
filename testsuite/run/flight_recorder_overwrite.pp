# -F with more output than the buffer (-s 1): the oldest output is overwritten, the newest is printed at the end, the loss is reported.
# flags: -D MAXACTION=1000000
# run: -F -s 1
# stderr: overwritten
probe begin { for (i = 1; i <= 40000; i++) printf("line %d %s\n", i, "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"); exit() }
probe end { println("end") }

# An endless loop hits MAXACTION: a runtime error naming the limit; error and end probes run; status 1.
# flags: -D MAXACTION=500
# status: 1
# stderr: ERROR:
# stderr: MAXACTION
# stderr-re: ^ERROR: MAXACTION exceeded: more than 500 statements in one handler run near /.*/maxaction_error\.pp:8:32$
global i
probe begin { println("loop"); while (1) i++ }
probe error { printf("stopped after %d\n", i > 100 && i <= 500) }
probe end { println("end") }

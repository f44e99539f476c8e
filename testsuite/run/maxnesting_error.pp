# Runaway recursion hits MAXNESTING: a runtime error, the error and end probes run, status 1.
# flags: -D MAXNESTING=8
# status: 1
# stderr: ERROR:
# stderr: MAXNESTING
# stderr-re: ^ERROR: MAXNESTING exceeded: calls nested more than 8 deep near /.*/maxnesting_error\.pp:8:38$
global depth
function down(n) { depth = n; return down(n + 1) + 1 }
probe begin { println("start"); down(1); println("not reached") }
probe error { printf("error probe depth=%d\n", depth) }
probe end { println("end") }

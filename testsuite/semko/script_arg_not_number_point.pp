# A $N in a probe point must be a number too.
# args: 10k
# error: script argument $1 is '10k', not a number
# at: 5:19
probe perf.cycles($1) { n++ }

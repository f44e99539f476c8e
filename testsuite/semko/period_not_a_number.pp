# A probe point argument must be a number: a name or a missing argument is an error.
# error: 'sample' needs a number here
# error: 'sample' needs a number: sample(N)
# at: 5:19
probe perf.cycles(many) { n++ }
probe perf.cycles.sample { n++ }

# .counter, .kernel, .user and .process take no argument.
# error: '.counter' takes no argument
# error: '.kernel' takes no argument
# at: 5:27
probe perf.cycles.counter(5) { n++ }
probe perf.cycles.kernel(1) { n++ }

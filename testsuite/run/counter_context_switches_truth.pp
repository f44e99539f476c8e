# context_switches of a workload that sleeps 200 times: at least 200.
# run: -c '/pmp/w/sleeper 200'
global h
probe perf.context_switches.counter.process { h = $counter }
probe end { n = read_counter(h); printf("switches>=200: %d\n", n >= 200) }

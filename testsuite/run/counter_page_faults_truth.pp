# page_faults counted for a workload that touches 2000 fresh pages: at least 2000.
# run: -c '/pmp/w/touch 2000'
global h
probe perf.page_faults.counter.process { h = $counter }
probe end { n = read_counter(h); printf("faults>=2000: %d\n", n >= 2000) }

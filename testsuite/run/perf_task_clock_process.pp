# perf.task_clock.process counts only the target (-c): every sample is in the target process, and its time adds up.
# run: -c '/pmp/w/spin 300'
# flags: -x 1
global n, other, h
probe perf.task_clock(1000000).process { n++; if (pid() != target()) other++; h = $counter }
probe end { printf("samples=%d other=%d counted_ms>=200: %d\n", n >= 20, other, read_counter(h) / 1000000 >= 200) }

# Counter handles read in begin, timers, perf handlers and end.
global h, h2
probe perf.sw.task_clock.counter { h = $counter }
probe perf.page_faults.counter { h2 = $counter }
probe timer.ms(100) { printf("%d %d\n", read_counter(h), counter_enabled_ns(h)) }
probe perf.cpu_clock(1000000) { x = read_counter_cpu(h2, cpu()) + counter_running_ns(h2) }
probe end { println(read_counter(h)) }

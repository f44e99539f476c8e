# -f json with -t: the stats object carries each perf probe's counter
# (index, count, enabled_ns, running_ns, perf_type, config, period, freq,
# and its handler calls: runs, skipped_reentrant, skipped_lock, outside,
# throttled; where, point, multiplexed) and each probe's handler times, the
# members of the text summary's -t lines, as numbers.  A system-wide cpu_clock counter and a
# cpu_clock sampling probe every 1 ms run for the whole -T 1 run: each
# counts more than 0 and is not multiplexed (software events are never
# rotated off a PMU); the sampler runs at least once (1 s at 1 ms: a
# bound with a margin of 1000x); -T stops the script (stop_reason 3).
# perf_type is 1 (PERF_TYPE_SOFTWARE).
# run: -T 1 -t -f json
# stderr-re: perf\.cpu_clock\.counter.*: [1-9][0-9]* counted, running 100\.00% of the enabled time$
global hc, hits
probe perf.cpu_clock.counter { hc = $counter }
probe perf.cpu_clock(1000000) { hits++ }
probe end { printf("counted: %d\n", read_counter(hc) > 0) }

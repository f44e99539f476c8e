# .process with -x PID (not -c): a spin process started before pmprobe and
# attached by its pid.  Every sample is of the target (its pid, "spin"):
# at least 200 of the up to ~2000 1-ms task_clock samples of the 2 s run
# (it shares 2 CPUs with a second spin and the loader; bound low for TCG),
# and its counted time adds up (at least 200 ms).  The second spinning
# process (also a "spin", started just after the first, so the higher pid)
# is not sampled at all.
# flags: -x 1
# before: /pmp/w/spin 4000
# before: sh -c 'sleep 0.3; exec /pmp/w/spin 4000'
# run: -x $(sleep 1; pidof spin | tr ' ' '\n' | sort -n | head -n1) -T 2
global n, other, h
probe perf.task_clock(1000000).process { n++; if (pid() != target() || execname() != "spin") other++; h = $counter }
probe end { printf("samples>=200: %d other=%d counted_ms>=200: %d\n", n >= 200, other, read_counter(h) / 1000000 >= 200) }

# A counter that never ran is "not counted", not 0: a .process task_clock
# counter on -x of a process asleep for the whole run (busybox sleep 8,
# started before the load, its pid taken from a file: pidof would also
# find the harness's own sleeps; the run lasts ~2 s) never runs on a CPU, so
# read_counter() gives -1 and the -t exit summary says <not counted>.
# A system-wide cpu_clock counter in the same run did run: it reads more
# than 0 and -t shows it running 100.00% of the enabled time.
# flags: -x 1
# before: sh -c 'echo $$ > /tmp/asleep.pid; exec sleep 8'
# run: -x $(sleep 1; cat /tmp/asleep.pid) -T 1 -t
# stderr-re: perf\.task_clock\.counter\.process.*: <not counted>
# stderr-re: perf\.cpu_clock\.counter.*: [1-9][0-9]* counted, running 100\.00% of the enabled time$
global h, hc
probe perf.task_clock.counter.process { h = $counter }
probe perf.cpu_clock.counter { hc = $counter }
probe end { printf("asleep: %d\ncpu_clock counted: %d\n", read_counter(h), read_counter(hc) > 0) }

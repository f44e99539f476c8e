# read_counter of a value that is not a handle, and read_counter_cpu of a CPU that does not exist, are runtime errors that stop their handler (MAXERRORS=2: both are reported).
# flags: -D MAXERRORS=2
# status: 1
# stderr: ERROR: 12345 is not a counter handle
# stderr: ERROR: read_counter_cpu: no CPU 99
global h
probe perf.cpu_clock.counter { h = $counter }
probe begin { println("before 1"); x = read_counter(12345); println("after ", x) }
probe begin(1) { println("before 2"); x = read_counter_cpu(h, 99); println("after ", x) }
probe end { println("end") }

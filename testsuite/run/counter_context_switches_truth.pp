# context_switches of a workload that sleeps 200 times, against the
# kernel's own count of its switches (getrusage, which the workload prints
# as it exits): the .process counter counts at least as many less three.
# It does not see the switches of the -c child before the module starts:
# the one waiting for pmprobe to let it exec, and on a loaded host an
# involuntary one or two (seen once: 200 counted, 202 by getrusage).  And
# the workload did switch (at least 100 times: a 1 ms sleep whose timer
# fires before the task reaches schedule() on a loaded host returns
# without a switch, so not always 200).
# run: -c '/pmp/w/sleeper 200'
# after: cp /tmp/out /tmp/cs; awk -F= '/^rusage_switches=/ { r = $2 } /^switches=/ { p = $2 } END { print "counted >= the kernel count - 3, >= 100:", (p + 3 >= r + 0 && r + 0 >= 100) }' /tmp/cs
global h
probe perf.context_switches.counter.process { h = $counter }
probe end { printf("switches=%d\n", read_counter(h)) }

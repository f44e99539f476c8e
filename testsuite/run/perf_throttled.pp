# The kernel throttles a sampling event that overflows more than
# kernel.perf_event_max_sample_rate / HZ times within a tick, and the
# overflow that throttles it still reaches the handler, with hw.interrupts
# set to kernel/events/core.c's private marker: the runtime's copy of it
# (runtime/pmp_compat.h, pmp_perf_throttled) counts these, and the loader
# reports them.  With the rate lowered to 1000 a second (4 a tick at
# HZ=250) a 20 kHz cpu_clock sampler throttles every tick; the rate is
# put back after the run.  The test guests turn perf's own rate
# adjustment off (perf_cpu_time_max_percent=0), and the kernel refuses a
# new rate while it is off: it is 25 for the run, and 0 again after.
# smoke
# run: -c 'cd /proc/sys/kernel; cat perf_event_max_sample_rate > /tmp/pmp_rate; cat perf_cpu_time_max_percent > /tmp/pmp_pct; echo 25 > perf_cpu_time_max_percent; echo 1000 > perf_event_max_sample_rate; sleep 1'
# after: sh -c 'cd /proc/sys/kernel; cat /tmp/pmp_rate > perf_event_max_sample_rate; cat /tmp/pmp_pct > perf_cpu_time_max_percent'
# stderr-re: ^pmprobe: the kernel throttled [1-9][0-9]* overflows: perf stops an event
global n
probe perf.cpu_clock(50000) { n++ }
probe end { printf("samples: %d\n", n > 0) }

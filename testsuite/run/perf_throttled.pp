# The kernel throttles a sampling event that overflows more than
# kernel.perf_event_max_sample_rate / HZ times within a tick, and the
# overflow that throttles it still reaches the handler, with hw.interrupts
# set to kernel/events/core.c's private marker: the runtime's copy of it
# (runtime/pmp_compat.h, pmp_perf_throttled) counts these, and the loader
# reports them.  With the rate lowered to 1000 a second (4 a tick at
# HZ=250) a 20 kHz cpu_clock sampler throttles every tick; the rate is
# put back after the run.
# smoke
# run: -c 'cat /proc/sys/kernel/perf_event_max_sample_rate > /tmp/pmp_rate; echo 1000 > /proc/sys/kernel/perf_event_max_sample_rate; sleep 1'
# after: sh -c 'cat /tmp/pmp_rate > /proc/sys/kernel/perf_event_max_sample_rate'
# stderr-re: ^pmprobe: the kernel throttled [1-9][0-9]* overflows: perf stops an event
global n
probe perf.cpu_clock(50000) { n++ }
probe end { printf("samples: %d\n", n > 0) }

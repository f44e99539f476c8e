# A hardware event that overflows more than perf_event_max_sample_rate /
# HZ times within a tick is throttled: the kernel stops it until the next
# tick, the handler still sees the throttling overflow (pmp_compat.h's
# mirror of perf's marker), and the exit summary says how many overflows
# were throttled, as on x86 (run/perf_throttled.pp).  Every 100,000
# cycles is some 40 overflows a tick while the target spins; with the
# rate lowered to 1000 a second (4 a tick at HZ=250) each tick throttles.
# The rate is lowered, rather than the period made tiny, because the test
# guests turn perf's own protection off (perf_cpu_time_max_percent=0, and
# the kernel refuses a new rate while it is off: 25 for the run, 0 again
# after): at a period of 2,000 cycles the arm64 debug kernel, whose
# interrupt path costs more than the 10 us between overflows at 400 a
# tick, spent every tick in PMU interrupts (soft lockups), as any kernel
# would with that protection off.  The sysctls are set before the module
# loads, not by -c: set there, the events ran at 400 a tick with the
# protection off until the shell got a CPU, and on a busy host the
# debug kernel's interrupts at every 100 us never let it (a soft lockup
# of "sh" in a make check here).
# machine: aarch64
# smoke
# setup: cd /proc/sys/kernel; cat perf_event_max_sample_rate > /tmp/pmp_rate; cat perf_cpu_time_max_percent > /tmp/pmp_pct; echo 25 > perf_cpu_time_max_percent; echo 1000 > perf_event_max_sample_rate; cd /tmp
# run: -c '/pmp/w/spin 500'
# after: sh -c 'cd /proc/sys/kernel; cat /tmp/pmp_rate > perf_event_max_sample_rate; cat /tmp/pmp_pct > perf_cpu_time_max_percent'
# stderr-re: ^pmprobe: the kernel throttled [1-9][0-9]* overflows?: perf stops an event
global n
probe perf.cycles(100000) { n++ }
probe end { printf("samples: %d\n", n > 0) }

# A hardware event sampled at a tiny period (every 2,000 cycles, some
# 10^5-10^6 overflows a second) overflows more often than perf allows
# per tick: the kernel throttles it, the handler still sees the throttling
# overflow (pmp_compat.h's mirror of perf's marker), and the exit summary
# says how many overflows were throttled, as on x86.
# machine: aarch64
# smoke
# run: -c '/pmp/w/spin 500'
# stderr-re: ^pmprobe: the kernel throttled [1-9][0-9]* overflows?: perf stops an event
global n
probe perf.cycles(2000) { n++ }
probe end { printf("samples: %d\n", n > 0) }

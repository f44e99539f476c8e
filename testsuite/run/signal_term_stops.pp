# SIGTERM to the loader (2 s after it started) stops the script as -T would:
# the end probe runs and its output drains, the status is 0, and nothing is
# left loaded (the harness checks /proc/modules and /proc/pmprobe).  Nothing
# else stops this script: without the signal the harness kills the loader
# 60 s later (status 137), and "in time" needs the end within 30 s.
# signal: TERM 2
global t0
probe begin { t0 = gettimeofday_ms(); println("started") }
probe end { printf("end ran, in time: %d\n", gettimeofday_ms() - t0 < 30000) }

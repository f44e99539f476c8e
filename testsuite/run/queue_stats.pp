# The queue_stats tapset on a schedule a 100 ms timer drives (ticks of
# 100 ms, tick 1 the first run): qsq_start at tick 1, two requests wait
# at tick 2, the first runs at 3, is done and the second runs at 5, the
# second is done at 6, the statistics are read at tick 8.  Over the
# 700 ms since qsq_start: a request waited from 2 to 5 (300 ms; 2
# waiting for 100 ms, 1 for 200 ms: 400 ms of waiting requests), one was
# in service from 3 to 6 (300 ms), 2 done.  So utilization and blocked
# are 3/7 (42.9 %), the wait queue 4/7 long (0.571), service time
# 300/2 = 150 ms, wait time (400 + 300)/2 = 350 ms, 2 done in 700 ms
# (2.857 ops/s).  Bound: the functions floor; the percentages (42.86)
# are exact while the timer's runs are each within 0.5 ms of their tick,
# which under icount (one vCPU, guest time = instructions) they are.
# The per-mille values (571.4, 2857.1) are 0.05 % from a floor step, and
# the handlers' own time between the marks moves the elapsed time by
# about 0.2 % (seen: 572 and 2856 on the stock 6.1 kernel, 2856 on the
# debug kernel), so they are checked within 1 %, as patterns
# (5[67]x, 28[45]x); the microsecond times vary the same way and are
# printed rounded to milliseconds, qsq_print's line as a pattern.  A second queue,
# started at tick 1, has only a qs_run at tick 2 (nothing waits: it
# changes nothing).
# icount
global tick
probe timer.ms(100) {
	tick++
	if (tick == 1) { qsq_start("disk"); qsq_start("idle") }
	else if (tick == 2) { qs_wait("disk"); qs_wait("disk"); qs_run("idle") }
	else if (tick == 3) qs_run("disk")
	else if (tick == 5) { qs_done("disk"); qs_run("disk") }
	else if (tick == 6) qs_done("disk")
	else if (tick == 8) {
		printf("utilization %d%%\n", qsq_utilization("disk", 100))
		printf("blocked %d%%\n", qsq_blocked("disk", 100))
		printf("wait queue length %d/1000\n", qsq_wait_queue_length("disk", 1000))
		printf("service time %d ms\n", (qsq_service_time("disk", 1) + 500) / 1000)
		printf("wait time %d ms\n", (qsq_wait_time("disk", 1) + 500) / 1000)
		printf("throughput %d/1000 per s\n", qsq_throughput("disk", 1000000000))
		qsq_print("disk")
		printf("idle: utilization %d%%, blocked %d%%\n",
		       qsq_utilization("idle", 100), qsq_blocked("idle", 100))
		exit()
	}
}

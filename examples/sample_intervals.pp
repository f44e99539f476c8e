# sample_intervals.pp - how evenly samples arrive: the time between two
# consecutive cpu_clock samples on the same CPU, as a log histogram (in
# microseconds).  A 1 ms period should pile up at 512-1023 us; a wide
# spread means interrupts were held off or the CPU idled in between.
# run: -T 2 -c '/pmp/w/spin 1500'
global last, gap
probe perf.cpu_clock(1000000) {
	now = local_clock_ns()
	if (cpu() in last)
		gap <<< (now - last[cpu()]) / 1000
	last[cpu()] = now
}
probe end {
	printf("sample-to-sample interval (us): %d samples, min %d, avg %d, max %d\n",
	       @count(gap), @min(gap), @avg(gap), @max(gap))
	print(@hist_log(gap))
}

# top_processes.pp - which processes are on the CPUs: cpu_clock samples
# every 1 ms of CPU time on every CPU, counted per process, top 10 shown.
# run: -T 2 -c '/pmp/w/spin 1500'
global samples, total
probe perf.cpu_clock(1000000) {
	samples[execname(), pid()]++
	total++
}
probe end {
	printf("%-16s %7s %8s %6s\n", "COMMAND", "PID", "SAMPLES", "SHARE")
	foreach ([comm, p] in samples- limit 10)
		printf("%-16s %7d %8d %5d%%\n", comm, p, samples[comm, p],
		       samples[comm, p] * 100 / total)
}

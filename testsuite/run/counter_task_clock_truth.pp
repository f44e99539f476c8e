# task_clock of a workload that burns 400 ms of CPU time, while another busy
# process runs: within 10% of 400 ms either way (the other process is not
# counted; the workload's clock and task_clock differ by up to a tick).
# before: /pmp/w/spin 3000
# run: -c '/pmp/w/cpuburn 400'
global h
probe perf.task_clock.counter.process { h = $counter }
probe end {
	ms = read_counter(h) / 1000000
	printf("within 10%%: %d\n", ms >= 360 && ms <= 440)
	if (!(ms >= 360 && ms <= 440)) printf("task_clock=%d ms\n", ms)
}

# cpu_sample_rate.pp - samples per second on each CPU, and how many of
# them interrupted user space: a quick check that sampling works on every
# CPU and at the rate asked for.
# run: -T 3
global hits, user
probe perf.cpu_clock(1000000) {
	hits[cpu()]++
	if (user_mode())
		user[cpu()]++
}
probe timer.s(1) {
	foreach ([c+] in hits)
		printf("cpu%-3d %6d samples/s  %3d%% user\n", c, hits[c], user[c] * 100 / hits[c])
	delete hits
	delete user
}

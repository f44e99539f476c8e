# read_counter_cpu() and read_counter() in a timer handler (hard irq) see
# other CPUs' counts advance: every CPU publishes its events every 10 ms.
# Over one second a cpu_clock counting event grows by 1 s on each CPU.
# smoke
global h, n, other0, all0
probe perf.cpu_clock.counter { h = $counter }
probe timer.ms(500) {
	n++
	other = read_counter_cpu(h, 1 - cpu())
	all = read_counter(h)
	if (n == 1) {
		other0 = other
		all0 = all
	}
	if (n == 3) {
		printf("other CPU advanced 1 s (+-5%%): %d\n", other - other0 >= 950000000 && other - other0 <= 1050000000)
		printf("both CPUs advanced 2 s (+-5%%): %d\n", all - all0 >= 1900000000 && all - all0 <= 2100000000)
		if (!(other - other0 >= 950000000 && other - other0 <= 1050000000 && all - all0 >= 1900000000 && all - all0 <= 2100000000))
			printf("other %d all %d\n", other - other0, all - all0)
		exit()
	}
}

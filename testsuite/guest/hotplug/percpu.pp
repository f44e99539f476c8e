# Counts samples per CPU and prints them every half second.
global n
probe perf.cpu_clock(1000000) { n[cpu()]++ }
probe timer.ms(500) {
	printf("tick")
	foreach ([c+] in n)
		printf(" %d", c)
	printf("\n")
	delete n
}

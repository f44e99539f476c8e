# perf.cpu_clock samples on every CPU: the handler runs, counts per CPU.
# run: -T 1
# smoke
global n
probe perf.cpu_clock(100000) { n[cpu()]++ }
probe end {
	printf("cpus=%d\n", [0] in n && [1] in n)
}

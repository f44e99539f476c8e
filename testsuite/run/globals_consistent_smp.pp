# Handlers on both CPUs update shared globals under their locks: the total equals the per-CPU sum and the aggregate count.
# run: -T 1
global total, percpu, st
probe perf.cpu_clock(200000) { total++; percpu[cpu()]++; st <<< cpu() }
probe end {
	sum = 0; foreach (c in percpu) sum += percpu[c]
	printf("consistent=%d both_cpus=%d many=%d\n", sum == total && @count(st) == total, [0] in percpu && [1] in percpu, total > 1000)
}

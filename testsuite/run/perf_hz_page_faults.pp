# .hz(F) on an event other than cpu_clock (where the kernel just turns the
# frequency into a fixed period): page_faults.hz(1000) of a fault-heavy
# workload (touch 30000: 30000 minor faults).  In frequency mode the kernel
# starts at period 1 and adapts it to the fault rate, so the period seen
# in the handler changes (min 1, max above 1) and there are fewer samples
# than faults; there are still many samples (at least 20: the workload
# runs for well over 50 ms in the guest at a 1000 Hz target).
# flags: -x 1
# run: -c '/pmp/w/touch 30000'
# guest-seconds: 10
global n, pmin, pmax, hc
probe perf.page_faults.counter.process { hc = $counter }
probe perf.page_faults.hz(1000).process {
	p = sample_period()
	if (!n || p < pmin) pmin = p
	if (p > pmax) pmax = p
	n++
}
probe end {
	f = read_counter(hc)
	printf("faults>=30000: %d samples>=20: %d fewer samples than faults: %d\n", f >= 30000, n >= 20, n < f / 2)
	printf("period adapted: min=%d max>1: %d\n", pmin, pmax > 1)
	printf("n=%d f=%d pmax=%d\n", n, f, pmax)
}

# Sample period (N) and .sample(N) set sample_period() and the rate (about 1 s / period per CPU in -T 1); .hz(100) is frequency mode, which cpu_clock turns into a 10 ms period.
# run: -T 1
global a, b, f, pa, pb, pf
probe perf.cpu_clock(5000000) { a++; pa = sample_period() }
probe perf.sw.cpu_clock.sample(20000000) { b++; pb = sample_period() }
probe perf.cpu_clock.hz(100) { f++; pf = sample_period() }
probe end {
	printf("pa=%d pb=%d pf=%d\n", pa, pb, pf)
	printf("a=%d b=%d f=%d\n", a, b, f)
}

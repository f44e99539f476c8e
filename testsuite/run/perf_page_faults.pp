# perf.page_faults(1) sees every fault and perf.minor_faults (default period 100) samples them: a workload touching 3000 fresh pages.
# run: -c '/pmp/w/touch 3000'
global n, mine, minor, period
probe perf.page_faults(1) { n++; if (pid() == target()) mine++ }
probe perf.minor_faults { if (pid() == target()) { minor++; period = sample_period() } }
probe end {
	printf("faults>=3000: %d total>=mine: %d\n", mine >= 3000, n >= mine)
	printf("minor_samples>=25: %d period=%d\n", minor >= 25, period)
}

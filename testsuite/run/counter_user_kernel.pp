# .user and .kernel in counting mode: three page_faults counters of the
# same -c workload (touch 2000: writes 2000 fresh anonymous pages, each a
# minor fault taken in user mode).  The .user count has every one of the
# 2000; the .kernel count only faults taken in kernel mode (exec and the
# kernel copying to user memory: a few dozen, bound 200), and the two add
# up exactly to the unfiltered count (the three events run over the same stretch:
# they are enabled before the command is released).
# flags: -x 1
# run: -c '/pmp/w/touch 2000'
global hu, hk, ha
probe perf.page_faults.counter.user.process { hu = $counter }
probe perf.page_faults.counter.kernel.process { hk = $counter }
probe perf.page_faults.counter.process { ha = $counter }
probe end {
	u = read_counter(hu); k = read_counter(hk); a = read_counter(ha)
	printf("user>=2000: %d kernel<200: %d user+kernel==all: %d\n", u >= 2000, k < 200, u + k == a)
	printf("u=%d k=%d a=%d\n", u, k, a)
}

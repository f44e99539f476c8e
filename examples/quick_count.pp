# quick_count.pp - counting, as "perf stat -a -e context-switches,page-faults" does:
# two software events counted on every CPU while the command given
# with -c runs, then their totals.  No sampling: .counter opens an event
# to count only, its body runs once at the start with $counter, and
# read_counter() reads the count summed over the CPUs (scaled if the
# event was multiplexed).  The quick start (docs/QUICKSTART.md) has it
# beside perf, bpftrace and SystemTap.
#   pmprobe -c 'make -j8' examples/quick_count.pp
# run: -c '/pmp/w/touch 3000'
global cs, pf, t0
probe perf.context_switches.counter { cs = $counter }
probe perf.page_faults.counter { pf = $counter }
probe begin { t0 = gettimeofday_ms() }
probe end {
	printf("%12d context-switches\n", read_counter(cs))
	printf("%12d page-faults\n", read_counter(pf))
	printf("%12d ms elapsed\n", gettimeofday_ms() - t0)
}

# .process with -x PID (not -c): a spin process started before pmprobe and
# attached by its pid.  Every sample is of the target (its pid, "spin"):
# exact.  The second spinning process (also a "spin", started just after
# the first, so the higher pid) is not sampled at all: exact.  How much
# the target runs and how many samples that gives depend on the CPU the
# guest gets, so those are bounds, with this rule:
#  - it ran (task_clock) at least 50 ms of the 2 s run: about 1000 ms on
#    an idle host (it shares 2 CPUs with the other spin and the loader);
#    132-1486 ms seen with 2 guests and another suite on the host's 2
#    cores, on the stock and the debug kernel;
#  - its samples are at most one per ms it ran (+2 for rounding): the
#    1-ms task-clock hrtimer only runs while the target does, and a late
#    expiry is one sample, not several; and at least one per 20 ms: under
#    TCG a vCPU's timer interrupts come late when the host is busy, which
#    costs samples (0.17-0.69 samples per ms seen, the same range on the
#    debug kernel as on the stock one).
# The numbers are printed when a bound fails.  Both spins run 30 s: the
# target must outlive the loader's checks before it loads the module
# (reading /proc/kallsyms took over 3 s on the debug kernel of a busy
# host, and a 4 s spin was gone: "-x PID: no such process"; a 10 s spin
# was gone once too, on the debug kernel with the host's 2 cores shared
# by three builds: "target process does not exist").  30 s is three
# times the longest wait seen; the test then lasts about 30 s.
# flags: -x 1
# before: /pmp/w/spin 30000
# before: sh -c 'sleep 0.3; exec /pmp/w/spin 30000'
# run: -x $(sleep 1; pidof spin | tr ' ' '\n' | sort -n | head -n1) -T 2
# guest-seconds: 31
global n, other, h
probe perf.task_clock(1000000).process { n++; if (pid() != target() || execname() != "spin") other++; h = $counter }
probe end {
	ms = read_counter(h) / 1000000
	printf("ran>=50ms: %d samples per ms in [1/20, 1]: %d other=%d\n",
	       ms >= 50, n * 20 >= ms && n <= ms + 2, other)
	if (ms < 50 || n * 20 < ms || n > ms + 2)
		printf("samples=%d counted_ms=%d\n", n, ms)
}

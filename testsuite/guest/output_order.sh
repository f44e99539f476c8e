# output_order.sh - records from two CPUs: both CPUs print 8-line blocks
# (one block per handler run, 2000 runs a second on each CPU for 2 s,
# the handlers overlapping in time); the output must have every block
# whole and contiguous (never another CPU's line inside one), and each
# CPU's blocks in the order they were printed (their sequence numbers, a
# lock-free count of runs, strictly increasing).  Dropped records (a full
# buffer) would only leave gaps, which are allowed; at least 100 blocks of
# each CPU must arrive (bound far below the ~4000 each prints, for a slow
# guest).  Blocks whose start time (local_clock) went back on their CPU
# are only reported on stderr: the guest's clock is TCG's TSC, which is
# not always monotonic on a vCPU when the host moves its thread.
# guest-seconds: 10
/bin/pmprobe --run ${MOD}blocks.ko -T 2 > /tmp/b.out 2> /tmp/b.err
echo "status $?"
awk '
	$1 != "cpu" || NF != 8 { junk++; next }
	$8 == 1 {
		if (open) torn++
		open = 1; cur = $2 " " $4; next_line = 2
		if (($2 in last) && $4 + 0 <= last[$2] + 0) {
			if (!disorder++) first = "cpu " $2 ": seq " last[$2] " then " $4
		}
		if (($2 in lastt) && $6 + 0 < lastt[$2] + 0) {
			if (!clockback++) firstt = "cpu " $2 ": t " lastt[$2] " then " $6
		}
		last[$2] = $4; lastt[$2] = $6; blocks[$2]++
		next
	}
	{
		if (!open || $2 " " $4 != cur || $8 != next_line) torn++
		next_line++
		if ($8 == 8) open = 0
	}
	END {
		if (open) torn++
		printf("cpu0 blocks>=100: %s\n", blocks[0] >= 100 ? "yes" : "no " blocks[0])
		printf("cpu1 blocks>=100: %s\n", blocks[1] >= 100 ? "yes" : "no " blocks[1])
		printf("torn or interleaved blocks: %d\n", torn)
		printf("blocks out of order on their CPU: %d%s\n", disorder, disorder ? " (first: " first ")" : "")
		printf("other lines: %d\n", junk)
		if (clockback)
			printf("local_clock went back %d times (first: %s)\n", clockback, firstt) > "/dev/stderr"
	}' /tmp/b.out
echo "errors: $(grep -c ERROR /tmp/b.err)"

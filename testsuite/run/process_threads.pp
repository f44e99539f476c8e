# Which threads a .process event follows (-x PID): the threads workload's
# "early" thread exists (and spins) before pmprobe attaches; "late1" and
# "late2" are created after the start (the second before-line sends the
# SIGUSR1 that creates them once the script is running) and burn 300 ms of
# CPU each.  Threads created after the start are followed; a thread that
# already existed is not (early: 0, although it spins the whole time); no
# other process is sampled: exact.  How many samples a late thread gets
# depends on the CPU the guest gets, so that is a bound: at least 15 of
# its up to ~300 1-ms task_clock samples (one per 20 ms it ran: under TCG
# a vCPU's timer interrupts come late when the host is busy, and 0.17-0.69
# samples per ms were seen on the stock and the debug kernel, so 51-207
# here; it was 100, which a loaded host missed).
# flags: -x 1
# before: /pmp/w/threads 300
# before: sh -c 'i=0; while [ $i -lt 150 ] && ! grep -q running /proc/pmprobe/t_process_threads/control 2> /dev/null; do sleep 0.2; i=$((i + 1)); done; sleep 0.5; kill -USR1 $(pidof threads)'
# run: -x $(sleep 0.5; pidof threads) -T 5
# guest-seconds: 12
global names, other
probe perf.task_clock(1000000).process {
	if (pid() != target()) other++
	names[execname()]++
}
probe end {
	printf("late1>=15: %d late2>=15: %d early: %d other: %d\n",
	       names["late1"] >= 15, names["late2"] >= 15, names["early"], other)
	if (names["late1"] < 15 || names["late2"] < 15)
		printf("late1=%d late2=%d\n", names["late1"], names["late2"])
}

# Which threads a .process event follows (-x PID): the threads workload's
# "early" thread exists (and spins) before pmprobe attaches; "late1" and
# "late2" are created after the start (the second before-line sends the
# SIGUSR1 that creates them once the script is running) and burn 300 ms of
# CPU each.  Threads created after the start are followed (each late
# thread: at least 100 of its ~300 1-ms task_clock samples; bound low for
# TCG's coarse timers); a thread that already existed is not (early: 0,
# although it spins the whole time); no other process is sampled.
# flags: -x 1
# before: /pmp/w/threads 300
# before: sh -c 'i=0; while [ $i -lt 150 ] && ! grep -q running /proc/pmprobe/t_process_threads/control 2> /dev/null; do sleep 0.2; i=$((i + 1)); done; sleep 0.5; kill -USR1 $(pidof threads)'
# run: -x $(sleep 0.5; pidof threads) -T 5
global names, other
probe perf.task_clock(1000000).process {
	if (pid() != target()) other++
	names[execname()]++
}
probe end {
	printf("late1>=100: %d late2>=100: %d early: %d other: %d\n",
	       names["late1"] >= 100, names["late2"] >= 100, names["early"], other)
}

# perf_stat.pp - "perf stat" for a command: software events counted for
# the command given with -c (and the threads and children it starts), with
# the share of time each counter was running, as perf stat shows it.
#   pmprobe -c 'make -j4' examples/perf_stat.pp
# run: -c '/pmp/w/touch 3000'
global task, faults, switches, migrations
probe perf.task_clock.counter.process { task = $counter }
probe perf.page_faults.counter.process { faults = $counter }
probe perf.context_switches.counter.process { switches = $counter }
probe perf.cpu_migrations.counter.process { migrations = $counter }

function show(h, what) {
	enabled = counter_enabled_ns(h)
	running = counter_running_ns(h)
	v = read_counter(h)
	if (v < 0)
		printf("%18s      %-18s\n", "<not counted>", what)
	else
		printf("%18d      %-18s (%d.%02d%%)\n", v, what,
		       enabled ? running * 100 / enabled : 100,
		       enabled ? running * 10000 / enabled % 100 : 0)
}

probe end {
	printf("\n Performance counter stats for process %d:\n\n", target())
	show(task, "task-clock (ns)")
	show(faults, "page-faults")
	show(switches, "context-switches")
	show(migrations, "cpu-migrations")
	printf("\n")
}

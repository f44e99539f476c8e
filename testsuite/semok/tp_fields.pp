# Tracepoint fields typed from the format files of testsuite/sysfs's fake tracefs:
# char arrays and __data_loc strings are strings; numbers of 1,
# 2, 4 and 8 bytes, pointers and longs are longs; common_ fields too;
# $$vars is a string; .counter and .sample(N) work on a tracepoint.
# flags: --sysfs-root testsuite/sysfs
# expect-p2: perf tracepoint=sched:sched_switch type=2 (tracepoint) id=316 (here; the loader resolves it where the module loads) mode=sampling period=1 (default) scope=per-cpu count=kernel+user
# expect-p2: perf tracepoint=fake:all_kinds type=2 (tracepoint) id=9001 (here; the loader resolves it where the module loads) mode=sampling period=10 scope=per-cpu count=kernel+user
# expect-p2: perf tracepoint=sched:sched_wakeup type=2 (tracepoint) id=318 (here; the loader resolves it where the module loads) mode=counting scope=per-cpu count=kernel+user
global who, h
probe perf.tracepoint("sched:sched_switch") {
	who[$prev_comm . "->" . $next_comm] += $prev_pid + $next_pid + $common_pid
	if (strlen($$vars) > 1000) println($$vars)
}
probe perf.tracepoint("fake:all_kinds").sample(10) {
	printf("%s %s %x %x %d %d %d\n", $name, $label, $ptr, $flags, $small, $medium, $big)
}
probe perf.tracepoint("sched:sched_wakeup").counter { h = $counter }
probe end { printf("%d %d\n", read_counter(h), who["a->b"]) }

# A kernel profile of find with the default limits (issue 30: at 256
# bytes 48 of 792 folded stacks of a find / profile were cut in a frame
# name): a script that calls backtrace_folded() gets MAXSTRINGLEN 1024,
# and any stack that still does not fit begins with "[cut]" and is
# counted at exit, so no folded stack holds a frame that does not exist.
# find walks /sys and /proc (sysfs, kernfs, proc: deep stacks) for at
# most 15 s (the debug kernel's find is slower than the guest's timeout
# allows for all of /); the test counts, not times: every stack is
# checked, none may be malformed.  Aggregates, not counters under a lock:
# the handler runs on both CPUs at once.
# run: -T 15 -c 'sh -c "find /sys /proc > /dev/null 2>&1"'
# guest-seconds: 15
global all, bad
probe perf.cpu_clock(1000000).kernel {
	s = backtrace_folded()
	all <<< 1
	if (isinstr(s, ";;") || substr(s, strlen(s) - 1, 1) == ";" ||
	    (isinstr(s, "[cut]") && substr(s, 0, 6) != "[cut];"))
		bad <<< 1
}
probe end { printf("stacks=%d bad=%d\n", @count(all) > 0, @count(bad)) }

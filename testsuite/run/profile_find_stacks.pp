# A kernel profile of find / with the default limits (issue 30: at 256
# bytes 48 of 792 folded stacks were cut in a frame name): a script that
# calls backtrace_folded() gets MAXSTRINGLEN 1024, and any stack that
# still does not fit begins with "[cut]" and is counted at exit, so no
# folded stack holds a frame that does not exist.  The test counts, not
# times: every stack is checked, none may be malformed.
# run: -c 'sh -c "find / > /dev/null"'
# guest-seconds: 10
global n, bad
probe perf.cpu_clock(100000).kernel {
	s = backtrace_folded()
	n++
	if (isinstr(s, ";;") || substr(s, strlen(s) - 1, 1) == ";" ||
	    (isinstr(s, "[cut]") && substr(s, 0, 6) != "[cut];"))
		bad++
}
probe end { printf("stacks=%d bad=%d\n", n > 0, bad) }

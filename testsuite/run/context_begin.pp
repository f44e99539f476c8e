# Context in begin (the loader's process): pid, tid, ppid, uid, execname, cpu, pp; -x PID sets target() in begin, perf and end probes.
# run: -x 1 -T 1
global seen
probe begin {
	printf("pid>0=%d tid==pid=%d ppid>0=%d ppid!=pid=%d\n", pid() > 0, tid() == pid(), ppid() > 0, ppid() != pid())
	printf("uid=%d execname=%s\n", uid(), execname())
	printf("cpu=%d pp=%s target=%d\n", cpu(), pp(), target())
}
probe perf.cpu_clock(2000000) { if (!seen) { seen = 1; printf("%s target=%d\n", pp(), target()) } }
probe end { printf("%s target=%d\n", pp(), target()) }

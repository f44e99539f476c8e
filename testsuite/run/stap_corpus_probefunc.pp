# SystemTap corpus: probefunc() in kernel function probes, as
# systemtap.base/probefunc.exp runs it: a global set to probefunc() in
# a probe on scheduler_tick, its begin and end logs, and the name
# printed at the end.  That test probes kernel.function("scheduler_tick")
# and kprobe.function on its address; here the entry, .return and
# kprobe.function spellings on the name (no kernel.statement().absolute
# in pmprobe).  Expected output (SystemTap 5.x, from the .exp's
# patterns): the two log lines, then "scheduler_tick" for each probe.
# scheduler_tick runs on every timer tick (HZ=250 on Debian's kernels),
# so in 300 ms each probe is hit; 6.1 only (6.10 renamed it sched_tick).
global funcname, retname, kpname
probe kernel.function("scheduler_tick") { funcname = probefunc() }
probe kernel.function("scheduler_tick").return { retname = probefunc() }
probe kprobe.function("scheduler_tick") { kpname = probefunc() }
probe begin { log("systemtap starting probe") }
probe timer.ms(300) { exit() }
probe end {
	log("systemtap ending probe")
	printf("%s\n", funcname)
	printf("%s\n", retname)
	printf("%s\n", kpname)
}

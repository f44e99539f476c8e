# @entry values travel with the call, not with the CPU: a task that
# moves to another CPU inside the call reads its own call's values at
# the return there.  Ground truth: migrate 20 (testsuite/workloads/
# migrate.c) calls sched_setaffinity() 20 times, call i pinning it to
# CPU i % 2, so every call after the first moves it to the other CPU
# before it returns (the kernel migrates the caller inside the call),
# and the first moves it if it started on CPU 1: 19 or 20 calls return
# on another CPU than they entered on.  In every call @entry(tid()) is
# the task's own tid and @entry($arg1) the pid it passed (0: itself).
# cpus: 2
# run: -c '/pmp/w/migrate 20'
global calls, moved, own
probe kernel.function("sched_setaffinity").return {
	if (pid() == target()) {
		calls++
		moved += @entry(cpu()) != cpu()
		own += @entry(tid()) == tid() && @entry($arg1) == 0
	}
}
probe end {
	printf("calls: %d\n", calls)
	printf("calls that returned on the other CPU, 19 or 20: %d\n", moved == 19 || moved == 20)
	printf("calls that saw their own entry values: %d\n", own)
}

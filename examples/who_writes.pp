# who_writes.pp - who writes a kernel variable, from which stack, how often:
# a hardware watchpoint on jiffies_64 (any 8-byte variable works:
# pmprobe -e ... with perf.breakpoint(NAME).write.len(8)).  The handler
# runs in NMI context; the stacks are folded, outermost first.
# flags: -D MAXSTRINGLEN=1024
# run: -T 2
global writers, total
probe perf.breakpoint(jiffies_64).write.len(8) {
	writers[execname(), backtrace_folded()]++
	total++
}
probe end {
	printf("%d writes to jiffies_64\n", total)
	foreach ([comm, stack] in writers- limit 5)
		printf("%6d  %-12s %s\n", writers[comm, stack], comm, stack)
}

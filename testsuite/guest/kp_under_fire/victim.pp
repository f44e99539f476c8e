# Loaded and unloaded again and again while every CPU reads: a kprobe
# and a kretprobe on one function (ksys_read, the pair that once
# crashed a stop, docs/SAFETY.md) and a kretprobe on the function it
# calls, each updating a map or a statistic.  It stops itself from a
# return probe (exit() after 3000 returns) or is stopped by SIGINT.
global calls, bytes, r
probe kernel.function("ksys_read") { calls[pid(), execname()]++ }
probe kernel.function("ksys_read").return {
	bytes[execname()] <<< $return
	if (++r == 3000)
		exit()
}
probe kernel.function("vfs_read").return { calls[pid(), "vfs_read"]++ }
probe end { println(r > 0) }

# The kretprobe instances of reads that sleep across the unload: "armed"
# once the probes fire, then the dd processes of kp_under_fire.sh enter
# ksys_read and block on a pipe; at stop, how many of their reads entered
# and how many returned while the module was loaded (none).
global armed, entered, returned
probe kernel.function("ksys_read") {
	if (execname() == "dd")
		entered++
	else if (!armed++)
		printf("armed\n")
}
probe kernel.function("ksys_read").return { if (execname() == "dd") returned++ }
probe end { printf("dd reads entered %d, returned while loaded %d\n", entered, returned) }

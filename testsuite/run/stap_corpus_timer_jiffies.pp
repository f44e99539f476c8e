# SystemTap corpus: timer.jiffies counting its runs and stopping after the third; the end probe reports.
# Expected output (SystemTap 5.x): stapprobes(3stap) timer.jiffies(N) fires
# every N jiffies of the kernel's clock tick; after exit() only end probes
# run (man stap "exit"), so the end probe sees exactly 3 runs.
global runs

probe timer.jiffies(5)
{
	runs++
	if (runs == 3)
		exit()
}

probe end
{
	printf("%d runs of timer.jiffies(5)\n", runs)
}

# SystemTap corpus: a timer.ms probe that counts its runs and stops the script after the fifth, with a report in end.
# Expected output (SystemTap 5.x): stapprobes(3stap) timer.ms(N) fires every
# N milliseconds; man stap "exit": after exit() no further probe handler but
# the end probes runs, so the end probe sees exactly 5 ticks.
global ticks

probe timer.ms(20)
{
	ticks++
	if (ticks == 5) {
		printf("tick %d, stopping\n", ticks)
		exit()
	}
}

probe end
{
	printf("ticks=%d\n", ticks)
}

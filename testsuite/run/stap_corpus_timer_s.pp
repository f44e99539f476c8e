# SystemTap corpus: a once-a-second report from timer.s, stopping after two reports; begin prints a banner.
# Expected output (SystemTap 5.x): stapprobes(3stap) timer.s(N) fires every
# N seconds, begin runs first; exit() stops further timer runs (man stap).
global reports

probe begin
{
	println("reporting every second")
}

probe timer.s(1)
{
	reports++
	printf("report %d\n", reports)
	if (reports >= 2)
		exit()
}

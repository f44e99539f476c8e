# SystemTap corpus: next leaves a probe handler early, in a timer probe on odd runs and in a begin probe.
# Expected output (SystemTap 5.x): the language reference's "next" statement:
# "causes the current probe handler to return immediately";
# the timer probe prints only on its even runs (2, 4, 6) and stops at 6.
global seen

probe begin
{
	println("begin")
	if (seen == 0)
		next
	println("not printed")
}

probe timer.ms(10)
{
	seen++
	if (seen % 2)
		next
	printf("even run %d\n", seen)
	if (seen >= 6)
		exit()
}

# timer.ms/us/hz/s fire about the expected number of times in -T 1; in a timer probe addr() is the interrupted instruction (a kernel symbol when idle), cpu() valid, pp() the point.
# The counts' rule: an hrtimer never fires early, so at most the periods
# in the -T window (a little over 1 s) plus 20 %; and down to 70 % of them:
# when the host is busy a vCPU's timer interrupts come late and a
# late expiry skips the periods it missed (timer.us(20000) fired 43 times
# instead of 50 on the 6.12 kernel, with another suite on the host).
# smoke
# run: -T 1
global ms, us, hz, s, bad, sym, p
probe timer.ms(100) {
	ms++
	if (cpu() < 0 || cpu() > 1 || addr() == 0) bad++
	if (!user_mode()) sym = symname(addr())
	p = pp()
}
probe timer.us(20000) { us++ }
probe timer.hz(20) { hz++ }
probe timer.s(5) { s++ }
probe end { printf("ms=%d\nus=%d\nhz=%d\ns=%d\nbad=%d pp=%s\nsym=%s\n", ms, us, hz, s, bad, p, sym) }

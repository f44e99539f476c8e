# The three spellings of msr's TSC, resolved in the guest by the loader:
# by event name, by format term (event=0x0, msr's format is config:0-63)
# and perf's msr/event=0/.  A wrong encoding would not open (the guest's
# msr has tsc only) or would count something else.  They are enabled and
# disabled one after the other, milliseconds apart under QEMU (measured:
# up to 4 ms of 1 s on the stock kernel, more on the debug kernel), so
# the rule is: over about 2 x 0.5 s each count is within 5% of the
# event-name one's.
global a, b, c
probe perf.pmu("msr").event("tsc").counter { a = $counter }
probe perf.pmu("msr").config("event=0x0").counter { b = $counter }
probe perf.event("msr/event=0/").counter { c = $counter }
probe timer.ms(500) { exit() }
probe end {
	A = read_counter(a); B = read_counter(b); C = read_counter(c)
	printf("config term within 5%%: %d\n", (A > B ? A - B : B - A) * 20 <= A)
	printf("perf spelling within 5%%: %d\n", (A > C ? A - C : C - A) * 20 <= A)
	printf("counted: %d\n", A > 0)
	if ((A > B ? A - B : B - A) * 20 > A || (A > C ? A - C : C - A) * 20 > A)
		printf("%d %d %d\n", A, B, C)
}
